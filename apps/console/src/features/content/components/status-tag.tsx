import type { ContentStatus } from '@hospital/contract/console';
import { Tag, Tooltip } from 'antd';

const labels: Record<ContentStatus, { text: string; color: string }> = {
  draft: { text: '草稿', color: 'default' },
  published: { text: '已发布', color: 'success' },
  withdrawn: { text: '已撤回', color: 'warning' },
};

export const statusOptions = Object.entries(labels).map(([value, { text }]) => ({
  value: value as ContentStatus,
  label: text,
}));

export function StatusTag({ status }: { status: ContentStatus }) {
  const { text, color } = labels[status];
  return <Tag color={color}>{text}</Tag>;
}

/** Marks a row the HIS owns: staff read it here and change it in the HIS. */
export function HisTag() {
  return (
    <Tooltip title="由医院信息系统同步，只能在HIS中修改">
      <Tag color="geekblue">HIS同步</Tag>
    </Tooltip>
  );
}
