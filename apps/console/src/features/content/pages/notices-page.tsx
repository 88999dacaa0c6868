import { PlusOutlined } from '@ant-design/icons';
import {
  NoticeInputSchema,
  type ConsoleNotice,
  type ContentStatus,
  type NoticeInput,
} from '@hospital/contract/console';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Typography,
  type TableProps,
} from 'antd';
import { useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { ListTable } from '../../../components/list/list-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useEditForm } from '../../../lib/use-edit-form.ts';
import { PAGE_SIZE } from '../../../lib/use-list-params.ts';
import { usePagedFilters } from '../../../lib/use-paged-filters.ts';
import { HisTag, StatusFilter, ContentStatusTag } from '../components/status-tag.tsx';
import { useSaveNotice, useSetNoticeStatus } from '../mutations/notices.ts';
import { useNotices } from '../queries/notices.ts';

export function NoticesPage() {
  const list = usePagedFilters<{ status?: ContentStatus }>({});
  const { status } = list.filters;
  const notices = useNotices({ page: list.page, pageSize: PAGE_SIZE, ...(status && { status }) });
  const setNoticeStatus = useSetNoticeStatus();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<ConsoleNotice | 'new' | null>(null);

  const change = (notice: ConsoleNotice, next: 'published' | 'withdrawn') =>
    setNoticeStatus.mutateAsync(
      { id: notice.id, status: next },
      {
        onSuccess: () => void message.success(next === 'published' ? '公告已发布' : '公告已撤回'),
        onError: (error) => void message.error(error.message),
      },
    );

  const columns: TableProps<ConsoleNotice>['columns'] = [
    {
      title: '标题',
      dataIndex: 'title',
      width: 260,
      render: (title: string, notice) => (
        <Space size={6}>
          {title}
          {notice.hisId && <HisTag />}
        </Space>
      ),
    },
    {
      title: '内容',
      dataIndex: 'body',
      render: (body: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {body}
        </Typography.Paragraph>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 96,
      render: (value: ContentStatus) => <ContentStatusTag status={value} />,
    },
    {
      title: '发布时间',
      dataIndex: 'publishedAt',
      width: 180,
      render: (at: string, notice) => (notice.status === 'draft' ? '—' : formatDateTime(at)),
    },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, notice) =>
        notice.hisId ? (
          '—'
        ) : (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(notice)}>
              编辑
            </Button>
            {notice.status === 'published' ? (
              <Popconfirm
                title="撤回这条公告？"
                description="撤回后患者的消息中将不再显示。"
                okText="撤回"
                okButtonProps={{ danger: true }}
                onConfirm={() => change(notice, 'withdrawn')}
              >
                <Button type="link" size="small" danger>
                  撤回
                </Button>
              </Popconfirm>
            ) : (
              <Popconfirm
                title="发布这条公告？"
                description="发布后所有患者的消息中都会收到。"
                okText="发布"
                onConfirm={() => change(notice, 'published')}
              >
                <Button type="link" size="small">
                  发布
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title="医院公告"
        description="发布后出现在患者的消息列表和首页滚动公告中。HIS同步的公告只读。"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新建公告
          </Button>
        }
      />
      <ListTable<ConsoleNotice>
        list={notices}
        columns={columns}
        emptyText="暂无公告"
        paging={{ unit: '条', ...list.pager }}
        toolbar={
          <StatusFilter value={status} onChange={(value) => list.setFilter('status', value)} />
        }
      />
      {/* Keyed by the item, so the form starts from it rather than from the last one opened. */}
      <NoticeModal
        key={editing === null || editing === 'new' ? String(editing) : editing.id}
        editing={editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

const rules = {
  title: [schemaRule(NoticeInputSchema.shape.title)],
  body: [schemaRule(NoticeInputSchema.shape.body)],
};

function NoticeModal({
  editing,
  onClose,
}: {
  editing: ConsoleNotice | 'new' | null;
  onClose: () => void;
}) {
  const save = useSaveNotice();
  const current = editing === 'new' ? null : editing;
  const { form, error, saving, submit, clearError } = useEditForm<NoticeInput, unknown>({
    fields: ['title', 'body'],
    save: (body) => save.mutateAsync({ id: current?.id ?? null, body }),
    savedMessage: () => (current ? '公告已保存' : '已保存为草稿'),
    onSaved: onClose,
  });

  return (
    <Modal
      open={editing !== null}
      title={current ? '编辑公告' : '新建公告'}
      okText="保存"
      cancelText="取消"
      width={640}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(open) => !open && clearError()}
    >
      <FormError error={error} />
      {current?.status === 'published' && (
        <Alert
          type="info"
          showIcon
          title="这条公告已发布，保存后患者立即看到修改后的内容。"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<NoticeInput>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={current ?? { title: '', body: '' }}
        onFinish={submit}
      >
        <Form.Item label="公告标题" name="title" rules={rules.title}>
          <Input placeholder="请输入公告标题" maxLength={100} showCount />
        </Form.Item>
        <Form.Item label="公告内容" name="body" rules={rules.body}>
          <Input.TextArea placeholder="请输入公告内容" rows={6} maxLength={5000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
