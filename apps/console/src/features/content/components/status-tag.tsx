import type { ContentStatus } from '@hospital/contract/console';
import { Select, Tag, Tooltip } from 'antd';
import type { CSSProperties } from 'react';

// antd's preset green and gold text is too light on its tint for WCAG AA; these are darker.
const labels: Record<ContentStatus, { text: string; style: CSSProperties }> = {
  draft: {
    text: '草稿',
    style: { color: '#434343', background: '#f5f5f5', borderColor: '#d9d9d9' },
  },
  published: {
    text: '已发布',
    style: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  },
  withdrawn: {
    text: '已撤回',
    style: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  },
};

const statusOptions = Object.entries(labels).map(([value, { text }]) => ({
  value: value as ContentStatus,
  label: text,
}));

export function StatusTag({ status }: { status: ContentStatus }) {
  const { text, style } = labels[status];
  return <Tag style={style}>{text}</Tag>;
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
      <Tag style={{ color: '#10239e', background: '#f0f5ff', borderColor: '#adc6ff' }}>HIS同步</Tag>
    </Tooltip>
  );
}
