import { Table, Typography } from 'antd';
import { EmptyList } from '../../../components/empty-list.tsx';
import styles from './audit-diff.module.css';

interface Row {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const show = (value: unknown) =>
  value === undefined ? (
    <Typography.Text type="secondary">—</Typography.Text>
  ) : (
    <code className={styles.value}>{JSON.stringify(value)}</code>
  );

/** Field by field, what an action changed; changed fields are marked. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  if (before == null && after == null) {
    return <EmptyList text="此操作未记录数据变更" />;
  }
  const old = isRecord(before) ? before : before == null ? {} : { 值: before };
  const next = isRecord(after) ? after : after == null ? {} : { 值: after };
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  const rows: Row[] = fields.map((field) => ({
    field,
    before: old[field],
    after: next[field],
    changed: JSON.stringify(old[field]) !== JSON.stringify(next[field]),
  }));
  return (
    <Table<Row>
      size="small"
      rowKey="field"
      pagination={false}
      className={styles.diff}
      dataSource={rows}
      rowClassName={(row) => (row.changed ? (styles.changed ?? '') : '')}
      columns={[
        { title: '字段', dataIndex: 'field', width: 200 },
        { title: '变更前', dataIndex: 'before', render: show },
        { title: '变更后', dataIndex: 'after', render: show },
      ]}
    />
  );
}
