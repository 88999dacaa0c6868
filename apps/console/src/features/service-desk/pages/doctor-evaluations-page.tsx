import type { ConsoleEvaluation } from '@hospital/contract/console';
import { Form, Select, Typography, type TableProps } from 'antd';
import { FilterBar } from '../../../components/list/filter-bar.tsx';
import { ListTable } from '../../../components/list/list-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { PAGE_SIZE, useListParams, type DayRange } from '../../../lib/use-list-params.ts';
import { RatingSelect } from '../components/rating-select.tsx';
import { RatingStars } from '../components/rating-stars.tsx';
import { useDoctorEvaluations } from '../queries/doctor-evaluations.ts';
import { useDoctorRatings } from '../queries/doctor-ratings.ts';

interface FilterValues {
  doctorId?: number;
  rating?: number;
  days?: DayRange;
}

const columns: TableProps<ConsoleEvaluation>['columns'] = [
  {
    title: '评价时间',
    dataIndex: 'createdAt',
    width: 170,
    render: (at: string) => formatDateTime(at),
  },
  { title: '医生', dataIndex: 'doctorName', width: 110 },
  { title: '科室', dataIndex: 'deptName', width: 130 },
  { title: '患者', dataIndex: 'patientName', width: 100 },
  {
    title: '评分',
    dataIndex: 'rating',
    width: 130,
    render: (rating: number) => <RatingStars value={rating} />,
  },
  {
    title: '评价内容',
    dataIndex: 'content',
    render: (text: string) =>
      text || <Typography.Text type="secondary">（未填写）</Typography.Text>,
  },
];

export function DoctorEvaluationsPage() {
  const params = useListParams();
  const doctorId = params.number('doctorId');
  const rating = params.number('rating');
  const evaluations = useDoctorEvaluations({
    page: params.page,
    pageSize: PAGE_SIZE,
    ...(doctorId && { doctorId }),
    ...(rating && { rating }),
    ...params.days,
  });
  // Only rated doctors can have evaluations, so they are the doctors worth offering.
  const doctors = useDoctorRatings();

  return (
    <>
      <PageHeader
        title="医生评价"
        description="患者就诊后对医生的逐条评价，可按医生、评分和日期查找。"
      />
      <FilterBar<FilterValues>
        name="evaluation-filter"
        initialValues={{
          ...(doctorId && { doctorId }),
          ...(rating && { rating }),
          days: params.dayRange,
        }}
        params={params}
      >
        <Form.Item label="医生" name="doctorId">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="全部医生"
            loading={doctors.isPending}
            options={doctors.data?.map((doctor) => ({
              value: doctor.doctorId,
              label: `${doctor.doctorName}（${doctor.deptName}）`,
            }))}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label="评分" name="rating">
          <RatingSelect />
        </Form.Item>
      </FilterBar>
      <ListTable<ConsoleEvaluation>
        list={evaluations}
        columns={columns}
        emptyText="没有符合条件的医生评价"
        paging={{ unit: '条评价', ...params.pager }}
      />
    </>
  );
}
