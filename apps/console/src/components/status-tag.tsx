import { Tag } from 'antd';

// antd's preset tints put mid-tone text on a pale ground, below WCAG AA; these keep the hues
// with text dark enough to read.
export const tints = {
  blue: { color: '#10239e', background: '#f0f5ff', borderColor: '#adc6ff' },
  green: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  gold: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  grey: { color: '#434343', background: '#f5f5f5', borderColor: '#d9d9d9' },
  red: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  orange: { color: '#7a3300', background: '#fff7e6', borderColor: '#ffd591' },
  magenta: { color: '#9e1068', background: '#fff0f6', borderColor: '#ffadd2' },
} as const;

export type Tint = keyof typeof tints;

/** How each status of one kind reads, and its tint. */
export type StatusLabels<Status extends string> = Record<Status, { text: string; tint: Tint }>;

/** One status of a kind (an article's, a triage version's, a payment's), worded and tinted by its labels. */
export function StatusTag<Status extends string>({
  status,
  labels,
}: {
  status: Status;
  labels: StatusLabels<Status>;
}) {
  const { text, tint } = labels[status];
  return <Tag style={tints[tint]}>{text}</Tag>;
}
