import { getBizConfig as bizConfigEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

/** Whether pay-later is on and the cancellation cut-off the detail page explains. */
export const getBizConfig = async () =>
  unwrap(await callEndpoint(bizConfigEndpoint, {}, { loading: false }));

export const getBizConfigQueryOptions = () =>
  queryOptions({ queryKey: ['hospitals', 'bizConfig'], queryFn: getBizConfig, staleTime: 60_000 });

export const useBizConfig = () => useQuery(getBizConfigQueryOptions());
