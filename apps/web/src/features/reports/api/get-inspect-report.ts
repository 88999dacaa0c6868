import { inspectReportDetailEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { reportKeys } from './keys.ts';

export const getInspectReport = async (id: number) =>
  unwrap(await callEndpoint(inspectReportDetailEndpoint, { query: { id } }, { loading: false }));

export const getInspectReportQueryOptions = (id: number) =>
  queryOptions({ queryKey: reportKeys.inspection(id), queryFn: () => getInspectReport(id) });

/** null: nothing to load yet. */
export const useInspectReport = (id: number | null) =>
  useQuery({ ...getInspectReportQueryOptions(id ?? 0), enabled: id !== null });
