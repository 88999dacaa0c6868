import { PictureOutlined } from '@ant-design/icons';
import { FeedbackStatusSchema, type FeedbackStatus } from '@hospital/contract';
import type { ConsoleFeedbackSummary } from '@hospital/contract/console';
import { Button, Form, Select, Space, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { FilterBar } from '../../../components/list/filter-bar.tsx';
import { ListTable } from '../../../components/list/list-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { PAGE_SIZE, useListParams, type DayRange } from '../../../lib/use-list-params.ts';
import { FeedbackDrawer } from '../components/feedback-drawer.tsx';
import { feedbackStatusLabels, FeedbackStatusTag } from '../components/feedback-status-tag.tsx';
import { useFeedbackCategories } from '../queries/feedback-categories.ts';
import { useFeedbackList } from '../queries/feedback-list.ts';

interface FilterValues {
  status?: FeedbackStatus;
  categoryId?: number;
  days?: DayRange;
}

const statusOptions = Object.entries(feedbackStatusLabels).map(([value, label]) => ({
  value,
  label,
}));

export function FeedbackPage() {
  const params = useListParams();
  const status = params.oneOf('status', FeedbackStatusSchema.options);
  const categoryId = params.number('categoryId');
  const list = useFeedbackList({
    page: params.page,
    pageSize: PAGE_SIZE,
    ...(status && { status }),
    ...(categoryId && { categoryId }),
    ...params.days,
  });
  const categories = useFeedbackCategories();
  const [openId, setOpenId] = useState<number | null>(null);

  const columns: TableProps<ConsoleFeedbackSummary>['columns'] = [
    {
      title: '提交时间',
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => formatDateTime(at),
    },
    { title: '反馈类型', dataIndex: 'categoryName', width: 120 },
    {
      title: '反馈内容',
      dataIndex: 'content',
      render: (content: string, row) => (
        <Space size={6}>
          <Typography.Text ellipsis={{ tooltip: content }} style={{ maxWidth: 420 }}>
            {content}
          </Typography.Text>
          {row.imageCount > 0 && (
            <Typography.Text type="secondary" aria-label={`${row.imageCount} 张图片`}>
              <PictureOutlined /> {row.imageCount}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: '联系电话',
      dataIndex: 'contactPhone',
      width: 130,
      render: (phone: string | null) => phone ?? '—',
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (value: FeedbackStatus) => <FeedbackStatusTag status={value} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, row) => (
        <Button type="link" onClick={() => setOpenId(row.id)}>
          {row.status === 'pending' ? '查看并回复' : '查看'}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="意见反馈"
        description="患者在“意见反馈”中提交的建议与投诉。回复后患者即可在手机上看到，并标记为未读。"
      />
      <FilterBar<FilterValues>
        name="feedback-filter"
        initialValues={{
          ...(status && { status }),
          ...(categoryId && { categoryId }),
          days: params.dayRange,
        }}
        params={params}
      >
        <Form.Item label="状态" name="status">
          <Select
            allowClear
            placeholder="全部状态"
            options={statusOptions}
            style={{ width: 120 }}
          />
        </Form.Item>
        <Form.Item label="反馈类型" name="categoryId">
          <Select
            allowClear
            placeholder="全部类型"
            loading={categories.isPending}
            options={categories.data?.map(({ id, name }) => ({ value: id, label: name }))}
            style={{ width: 160 }}
          />
        </Form.Item>
      </FilterBar>
      <ListTable<ConsoleFeedbackSummary>
        list={list}
        columns={columns}
        emptyText="没有符合条件的反馈"
        paging={{ unit: '条反馈', ...params.pager }}
      />
      <FeedbackDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
