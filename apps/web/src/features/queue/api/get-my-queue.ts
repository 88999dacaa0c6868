import { csQueueQueryEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

/** The queue moves on its own: the page re-reads it this often. */
export const QUEUE_REFRESH_MS = 30_000;

export const getMyQueue = async () =>
  unwrap(await callEndpoint(csQueueQueryEndpoint, { query: {} }, { loading: false }));

export const getMyQueueQueryOptions = () =>
  queryOptions({ queryKey: ['queue', 'mine'], queryFn: getMyQueue });

export const useMyQueue = () =>
  useQuery({ ...getMyQueueQueryOptions(), refetchInterval: QUEUE_REFRESH_MS });
