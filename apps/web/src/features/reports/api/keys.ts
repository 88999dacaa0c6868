import type { ReportKind } from '@hospital/contract';

/** Every report query sits under `reports`; a new rating refreshes them all. */
export const reportKeys = {
  all: ['reports'] as const,
  list: (kind: ReportKind, patientId: number, from: string | undefined) =>
    [...reportKeys.all, 'list', kind, patientId, from ?? 'all'] as const,
  test: (id: number) => [...reportKeys.all, 'test', id] as const,
  inspection: (id: number) => [...reportKeys.all, 'inspection', id] as const,
  comment: (reportId: number) => [...reportKeys.all, 'comment', reportId] as const,
  file: (url: string) => [...reportKeys.all, 'file', url] as const,
};
