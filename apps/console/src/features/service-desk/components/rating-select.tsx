import { Select } from 'antd';

const options = [5, 4, 3, 2, 1].map((value) => ({ value, label: `${value} 星` }));

/** The star filter of the rating lists. */
export function RatingSelect(props: { value?: number; onChange?: (value?: number) => void }) {
  return (
    <Select {...props} allowClear placeholder="全部评分" options={options} style={{ width: 120 }} />
  );
}
