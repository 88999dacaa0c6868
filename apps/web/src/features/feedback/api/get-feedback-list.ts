import { feedbackListEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { feedbackKeys } from './keys.ts';

export const getFeedbackList = async () =>
  unwrap(await callEndpoint(feedbackListEndpoint, {}, { loading: false }));

export const getFeedbackListQueryOptions = () =>
  queryOptions({ queryKey: feedbackKeys.list(), queryFn: getFeedbackList });

export const useFeedbackList = () => useQuery(getFeedbackListQueryOptions());
