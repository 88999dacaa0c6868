import { Tag } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd's preset tag colours put mid-tone text on a pale ground, below WCAG AA; these keep
 * the same hues with text dark enough to read.
 */
const tones = {
  green: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  gold: { color: '#7c4a00', background: '#fffbe6', borderColor: '#ffe58f' },
  blue: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  red: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  orange: { color: '#7a3300', background: '#fff7e6', borderColor: '#ffd591' },
  magenta: { color: '#9e1068', background: '#fff0f6', borderColor: '#ffadd2' },
  grey: { color: '#3d3d3d', background: '#fafafa', borderColor: '#d9d9d9' },
} as const;

export type Tone = keyof typeof tones;

export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Tag style={tones[tone]}>{children}</Tag>;
}
