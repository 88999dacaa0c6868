import type { TriageVersion, TriageVersionStatus } from '@hospital/contract/console';
import { StatusTag, type StatusLabels } from '../../../components/status-tag.tsx';

const labels: StatusLabels<TriageVersionStatus> = {
  draft: { text: '草稿', tint: 'blue' },
  published: { text: '使用中', tint: 'green' },
  retired: { text: '已停用', tint: 'grey' },
};

export function VersionStatusTag({ status }: { status: TriageVersionStatus }) {
  return <StatusTag status={status} labels={labels} />;
}

/** 第3版, or 草稿 before a draft is published and numbered. */
export const versionName = (version: Pick<TriageVersion, 'number'>): string =>
  version.number === null ? '草稿' : `第${version.number}版`;
