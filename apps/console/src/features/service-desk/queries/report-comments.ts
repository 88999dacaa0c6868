import type { QueryOf } from '@hospital/contract';
import { consoleReportCommentsEndpoint } from '@hospital/contract/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export type ReportCommentQuery = QueryOf<typeof consoleReportCommentsEndpoint>;

export const reportCommentsQueryOptions = (query: ReportCommentQuery) =>
  queryOptions({
    queryKey: ['report-comments', query] as const,
    queryFn: () => callEndpoint(consoleReportCommentsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });

export const useReportComments = (query: ReportCommentQuery) =>
  useQuery(reportCommentsQueryOptions(query));
