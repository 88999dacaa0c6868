import type { AuditEntry } from '@hospital/contract/console';
import { AutoComplete, Form, Input, Space, Tag, Typography, type TableProps } from 'antd';
import { FilterBar } from '../../../components/list/filter-bar.tsx';
import { ListTable } from '../../../components/list/list-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { PAGE_SIZE, useListParams, type DayRange } from '../../../lib/use-list-params.ts';
import { AuditDiff } from '../components/audit-diff.tsx';
import { actionLabels, entityLabels } from '../labels.ts';
import { useAuditLog } from '../queries/audit-log.ts';

const TEXT_FILTERS = ['actor', 'action', 'entityType'] as const;

interface FilterValues {
  actor?: string;
  action?: string;
  entityType?: string;
  days?: DayRange;
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
  const params = useListParams();
  const filters = params.texts(TEXT_FILTERS);
  const log = useAuditLog({ page: params.page, pageSize: PAGE_SIZE, ...filters, ...params.days });

  return (
    <>
      <PageHeader
        title="审计日志"
        description="每一次工作人员、HIS 接口及系统的操作都记录在此，展开一行查看变更前后的数据。"
      />
      <FilterBar<FilterValues>
        name="audit-filter"
        initialValues={{ ...filters, days: params.dayRange }}
        params={params}
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
      </FilterBar>
      <ListTable<AuditEntry>
        list={log}
        columns={columns}
        expandable={{
          expandedRowRender: (entry) => <AuditDiff before={entry.before} after={entry.after} />,
        }}
        emptyText="没有符合条件的操作记录"
        paging={{ unit: '条记录', ...params.pager }}
      />
    </>
  );
}
