import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';

/** A list's search box: what it searches by is both its placeholder and its accessible name. */
export function SearchInput({
  label,
  value,
  onChange,
  width = 240,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  width?: number;
}) {
  return (
    <Input
      allowClear
      prefix={<SearchOutlined />}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ width }}
    />
  );
}
