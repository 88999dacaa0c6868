import type { DoctorRating } from '@hospital/contract/console';
import { Space, type TableProps } from 'antd';
import { Link } from 'react-router';
import { ListTable } from '../../../components/list/list-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RatingStars } from '../components/rating-stars.tsx';
import { useDoctorRatings } from '../queries/doctor-ratings.ts';

/** Where a doctor's 查看评价 leads: the evaluations page, filtered to them. */
export type EvaluationsOfDoctor = (doctorId: number) => string;

const columnsFor = (
  ratings: readonly DoctorRating[],
  evaluationsOf: EvaluationsOfDoctor,
): TableProps<DoctorRating>['columns'] => [
  { title: '医生', dataIndex: 'doctorName', width: 140 },
  {
    title: '科室',
    dataIndex: 'deptName',
    width: 160,
    filters: [...new Set(ratings.map(({ deptName }) => deptName))].map((dept) => ({
      text: dept,
      value: dept,
    })),
    onFilter: (dept, row) => row.deptName === dept,
  },
  {
    title: '平均评分',
    dataIndex: 'average',
    width: 220,
    sorter: (a, b) => a.average - b.average,
    defaultSortOrder: 'ascend',
    render: (average: number) => (
      <Space>
        <RatingStars value={average} />
        <span>{average.toFixed(1)}</span>
      </Space>
    ),
  },
  {
    title: '评价数',
    dataIndex: 'count',
    width: 120,
    sorter: (a, b) => a.count - b.count,
  },
  {
    title: '操作',
    key: 'actions',
    width: 120,
    render: (_, row) => <Link to={evaluationsOf(row.doctorId)}>查看评价</Link>,
  },
];

export function DoctorRatingsPage({ evaluationsOf }: { evaluationsOf: EvaluationsOfDoctor }) {
  const ratings = useDoctorRatings();
  return (
    <>
      <PageHeader
        title="医生评分"
        description="每位被评价医生的平均评分与评价数，默认从低分到高分排列，可按科室筛选。"
      />
      <ListTable<DoctorRating>
        list={ratings}
        rowKey="doctorId"
        columns={columnsFor(ratings.data ?? [], evaluationsOf)}
        emptyText="还没有患者评价过医生"
        paging={{ unit: '位医生' }}
      />
    </>
  );
}
