import { feedbackDetailEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { feedbackKeys } from './keys.ts';

export const getFeedbackDetail = async (id: number) =>
  unwrap(await callEndpoint(feedbackDetailEndpoint, { params: { id } }, { loading: false }));

export const getFeedbackDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: feedbackKeys.detail(id), queryFn: () => getFeedbackDetail(id) });

export const useFeedbackDetail = (id: number) => useQuery(getFeedbackDetailQueryOptions(id));
