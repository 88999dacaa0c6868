import type { TriageVersion, TriageVersionStatus } from '@hospital/contract/console';
import { Tag } from 'antd';
import type { CSSProperties } from 'react';

// antd's preset tints are too light for WCAG AA text; these are darker.
const labels: Record<TriageVersionStatus, { text: string; style: CSSProperties }> = {
  draft: {
    text: '草稿',
    style: { color: '#10239e', background: '#f0f5ff', borderColor: '#adc6ff' },
  },
  published: {
    text: '使用中',
    style: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  },
  retired: {
    text: '已停用',
    style: { color: '#434343', background: '#f5f5f5', borderColor: '#d9d9d9' },
  },
};

export function VersionStatusTag({ status }: { status: TriageVersionStatus }) {
  const { text, style } = labels[status];
  return <Tag style={style}>{text}</Tag>;
}

/** 第3版, or 草稿 before a draft is published and numbered. */
export const versionName = (version: Pick<TriageVersion, 'number'>): string =>
  version.number === null ? '草稿' : `第${version.number}版`;
