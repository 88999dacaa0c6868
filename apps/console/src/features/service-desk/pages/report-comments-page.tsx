import type { ConsoleReportComment } from '@hospital/contract/console';
import { Form, Typography, type TableProps } from 'antd';
import { FilterBar } from '../../../components/list/filter-bar.tsx';
import { ListTable } from '../../../components/list/list-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { PAGE_SIZE, useListParams, type DayRange } from '../../../lib/use-list-params.ts';
import { RatingSelect } from '../components/rating-select.tsx';
import { RatingStars } from '../components/rating-stars.tsx';
import { useReportComments } from '../queries/report-comments.ts';

interface FilterValues {
  rating?: number;
  days?: DayRange;
}

const columns: TableProps<ConsoleReportComment>['columns'] = [
  {
    title: '评价时间',
    dataIndex: 'createdAt',
    width: 170,
    render: (at: string) => formatDateTime(at),
  },
  {
    title: '报告',
    dataIndex: 'reportTitle',
    width: 220,
    render: (title: string, row) => (
      <>
        <div>{title}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          报告编号 {row.reportId}
        </Typography.Text>
      </>
    ),
  },
  { title: '患者', dataIndex: 'patientName', width: 100 },
  {
    title: '评分',
    dataIndex: 'rating',
    width: 130,
    render: (rating: number) => <RatingStars value={rating} />,
  },
  {
    title: '评价内容',
    dataIndex: 'text',
    render: (text: string) =>
      text || <Typography.Text type="secondary">（未填写）</Typography.Text>,
  },
];

export function ReportCommentsPage() {
  const params = useListParams();
  const rating = params.number('rating');
  const comments = useReportComments({
    page: params.page,
    pageSize: PAGE_SIZE,
    ...(rating && { rating }),
    ...params.days,
  });

  return (
    <>
      <PageHeader
        title="报告评价"
        description="患者查看检查检验报告后对本次就诊服务的评分与留言，低分评价请及时跟进。"
      />
      <FilterBar<FilterValues>
        name="report-comment-filter"
        initialValues={{ ...(rating && { rating }), days: params.dayRange }}
        params={params}
      >
        <Form.Item label="评分" name="rating">
          <RatingSelect />
        </Form.Item>
      </FilterBar>
      <ListTable<ConsoleReportComment>
        list={comments}
        columns={columns}
        emptyText="没有符合条件的报告评价"
        paging={{ unit: '条评价', ...params.pager }}
      />
    </>
  );
}
