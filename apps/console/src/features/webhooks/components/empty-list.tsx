import { InboxOutlined } from '@ant-design/icons';
import { Typography } from 'antd';

/**
 * An empty table's message in text dark enough to read (antd's default Empty is too light
 * for WCAG AA contrast).
 */
export function EmptyList({ text }: { text: string }) {
  return (
    <div style={{ padding: '32px 0', textAlign: 'center' }}>
      <InboxOutlined aria-hidden style={{ fontSize: 40, color: '#8c9bb0' }} />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        {text}
      </Typography.Paragraph>
    </div>
  );
}
