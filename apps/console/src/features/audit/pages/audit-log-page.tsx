import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import type { AuditEntry } from '@hospital/contract/console';
import {
  AutoComplete,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Space,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { EmptyList } from '../../../components/empty-list.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { AuditDiff } from '../components/audit-diff.tsx';
import { actionLabels, entityLabels } from '../labels.ts';
import { useAuditLog, type AuditQuery } from '../queries/audit-log.ts';

const PAGE_SIZE = 20;
const DAY = 'YYYY-MM-DD';
const TEXT_FILTERS = ['actor', 'action', 'entityType'] as const;

interface FilterValues {
  actor?: string;
  action?: string;
  entityType?: string;
  days?: [Dayjs, Dayjs] | null;
}

/** The filters live in the address, so a filtered view can be reloaded and shared. */
function queryFrom(params: URLSearchParams): AuditQuery {
  const query: AuditQuery = { page: Number(params.get('page')) || 1, pageSize: PAGE_SIZE };
  for (const name of [...TEXT_FILTERS, 'from', 'to'] as const) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  return query;
}

const actionOptions = Object.entries(actionLabels).map(([value, label]) => ({
  value,
  label: `${label}（${value}）`,
}));

const actorLabel = (entry: AuditEntry) => {
  if (entry.actorName) return entry.actorName;
  if (entry.actor === 'system') return '系统';
  return entry.actor;
};

const columns: TableProps<AuditEntry>['columns'] = [
  { title: '时间', dataIndex: 'at', width: 180, render: (at: string) => formatDateTime(at) },
  {
    title: '操作人',
    dataIndex: 'actor',
    width: 180,
    render: (_, entry) => (
      <Space size={4} orientation="vertical">
        <span>{actorLabel(entry)}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {entry.actor}
        </Typography.Text>
      </Space>
    ),
  },
  {
    title: '操作',
    dataIndex: 'action',
    width: 220,
    render: (action: string) => (
      <Space size={4} orientation="vertical">
        <span>{actionLabels[action] ?? action}</span>
        <Tag color="geekblue">{action}</Tag>
      </Space>
    ),
  },
  {
    title: '对象',
    key: 'entity',
    render: (_, entry) =>
      `${entityLabels[entry.entityType] ?? entry.entityType} #${entry.entityId}`,
  },
  {
    title: '请求编号',
    dataIndex: 'requestId',
    width: 220,
    render: (id: string | null) =>
      id ? (
        <Typography.Text copyable type="secondary">
          {id}
        </Typography.Text>
      ) : (
        '—'
      ),
  },
];

export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const log = useAuditLog(query);
  const [form] = Form.useForm<FilterValues>();

  const search = (values: FilterValues) => {
    const next = new URLSearchParams();
    for (const name of TEXT_FILTERS) {
      const value = values[name]?.trim();
      if (value) next.set(name, value);
    }
    if (values.days) {
      next.set('from', values.days[0].format(DAY));
      next.set('to', values.days[1].format(DAY));
    }
    setParams(next);
  };

  const reset = () => {
    form.resetFields();
    setParams(new URLSearchParams());
  };

  return (
    <>
      <PageHeader
        title="审计日志"
        description="每一次工作人员、HIS 接口及系统的操作都记录在此，展开一行查看变更前后的数据。"
      />
      <Card className="filter-card">
        <Form<FilterValues>
          name="audit-filter"
          form={form}
          layout="inline"
          onFinish={search}
          initialValues={{
            actor: query.actor,
            action: query.action,
            entityType: query.entityType,
            days: query.from && query.to ? [dayjs(query.from), dayjs(query.to)] : null,
          }}
        >
          <Form.Item label="操作人" name="actor">
            <Input allowClear placeholder="如 staff:1" style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label="操作" name="action">
            <AutoComplete
              allowClear
              options={actionOptions}
              placeholder="如 staff.create"
              style={{ width: 200 }}
              filterOption={(input, option) =>
                String(option?.value).includes(input) || String(option?.label).includes(input)
              }
            />
          </Form.Item>
          <Form.Item label="对象类型" name="entityType">
            <Input allowClear placeholder="如 staff" style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label="日期" name="days">
            <DatePicker.RangePicker allowEmpty={[false, false]} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                查询
              </Button>
              <Button onClick={reset} icon={<ReloadOutlined />}>
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card>
        {log.isError ? (
          <LoadError error={log.error} retry={log.refetch} />
        ) : (
          <Table<AuditEntry>
            rowKey="id"
            columns={columns}
            dataSource={log.data?.items}
            loading={log.isFetching}
            expandable={{
              expandedRowRender: (entry) => <AuditDiff before={entry.before} after={entry.after} />,
            }}
            locale={{ emptyText: <EmptyList text="没有符合条件的操作记录" /> }}
            pagination={{
              current: log.data?.page ?? query.page,
              pageSize: PAGE_SIZE,
              total: log.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => `共 ${total} 条记录`,
              onChange: (page) => {
                const next = new URLSearchParams(params);
                next.set('page', String(page));
                setParams(next);
              },
            }}
          />
        )}
      </Card>
    </>
  );
}
