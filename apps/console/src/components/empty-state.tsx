import { Empty } from 'antd';

/** antd's own empty text is too light for WCAG AA; this one reads at the body's contrast. */
export function EmptyState({ text }: { text: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={<span style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{text}</span>}
    />
  );
}
