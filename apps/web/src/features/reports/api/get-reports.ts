import { checkReportsEndpoint, inspectReportsEndpoint, type ReportKind } from '@hospital/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { reportKeys } from './keys.ts';

const ENDPOINTS = { test: checkReportsEndpoint, inspection: inspectReportsEndpoint } as const;

export interface ReportFilter {
  kind: ReportKind;
  patientId: number;
  /** yyyy-mm-dd; every report when absent. */
  from?: string;
}

/** The list shows its own skeleton, so the global loading indicator stays off. */
export const getReports = async ({ kind, patientId, from }: ReportFilter) =>
  unwrap(
    await callEndpoint(
      ENDPOINTS[kind],
      { query: { patientId, ...(from && { from }) } },
      { loading: false },
    ),
  );

export const getReportsQueryOptions = (filter: ReportFilter) =>
  queryOptions({
    queryKey: reportKeys.list(filter.kind, filter.patientId, filter.from),
    queryFn: () => getReports(filter),
    placeholderData: keepPreviousData,
  });

export const useReports = (filter: ReportFilter | null) =>
  useQuery({
    ...getReportsQueryOptions(filter ?? { kind: 'test', patientId: 0 }),
    enabled: filter !== null,
  });
