import { consoleFeedbackDetailEndpoint } from '@hospital/contract/console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { feedbackKey } from './feedback-list.ts';

export const feedbackDetailKey = (id: number) => [...feedbackKey(), 'detail', id] as const;

export const feedbackDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: feedbackDetailKey(id),
    queryFn: () => callEndpoint(consoleFeedbackDetailEndpoint, { params: { id } }),
  });

export const useFeedbackDetail = (id: number) => useQuery(feedbackDetailQueryOptions(id));
