import type { ContentStatus } from '@hospital/contract/console';
import { Select, Tag, Tooltip } from 'antd';
import { StatusTag, tints, type StatusLabels } from '../../../components/status-tag.tsx';

const labels: StatusLabels<ContentStatus> = {
  draft: { text: '草稿', tint: 'grey' },
  published: { text: '已发布', tint: 'green' },
  withdrawn: { text: '已撤回', tint: 'gold' },
};

const statusOptions = Object.entries(labels).map(([value, { text }]) => ({
  value: value as ContentStatus,
  label: text,
}));

export function ContentStatusTag({ status }: { status: ContentStatus }) {
  return <StatusTag status={status} labels={labels} />;
}

/** Narrows a content list to one status; cleared, it shows every status. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: ContentStatus | undefined;
  onChange: (status: ContentStatus | undefined) => void;
}) {
  return (
    <Select
      allowClear
      placeholder="全部状态"
      aria-label="按状态筛选"
      style={{ width: 140 }}
      value={value}
      options={statusOptions}
      onChange={(status?: ContentStatus) => onChange(status)}
    />
  );
}

/** Marks a row the HIS owns: staff read it here and change it in the HIS. */
export function HisTag() {
  return (
    <Tooltip title="由医院信息系统同步，只能在HIS中修改">
      <Tag style={tints.blue}>HIS同步</Tag>
    </Tooltip>
  );
}
