import type { QueryOf } from '@hospital/contract';
import { consoleFeedbackListEndpoint } from '@hospital/contract/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export type FeedbackListQuery = QueryOf<typeof consoleFeedbackListEndpoint>;

/** Every feedback query, so a reply refreshes whichever pages and filters are cached. */
export const feedbackKey = () => ['feedback'] as const;

export const feedbackListQueryOptions = (query: FeedbackListQuery) =>
  queryOptions({
    queryKey: [...feedbackKey(), 'list', query] as const,
    queryFn: () => callEndpoint(consoleFeedbackListEndpoint, { query }),
    placeholderData: keepPreviousData,
  });

export const useFeedbackList = (query: FeedbackListQuery) =>
  useQuery(feedbackListQueryOptions(query));
