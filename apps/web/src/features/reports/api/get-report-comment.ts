import { reportCommentDetailEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { reportKeys } from './keys.ts';

export const getReportComment = async (reportId: number) =>
  unwrap(
    await callEndpoint(reportCommentDetailEndpoint, { query: { reportId } }, { loading: false }),
  );

export const getReportCommentQueryOptions = (reportId: number) =>
  queryOptions({
    queryKey: reportKeys.comment(reportId),
    queryFn: () => getReportComment(reportId),
  });

export const useReportComment = (reportId: number) =>
  useQuery(getReportCommentQueryOptions(reportId));
