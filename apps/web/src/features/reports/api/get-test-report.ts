import { checkReportDetailEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { reportKeys } from './keys.ts';

export const getTestReport = async (id: number) =>
  unwrap(await callEndpoint(checkReportDetailEndpoint, { query: { id } }, { loading: false }));

export const getTestReportQueryOptions = (id: number) =>
  queryOptions({ queryKey: reportKeys.test(id), queryFn: () => getTestReport(id) });

/** null: nothing to load yet. */
export const useTestReport = (id: number | null) =>
  useQuery({ ...getTestReportQueryOptions(id ?? 0), enabled: id !== null });
