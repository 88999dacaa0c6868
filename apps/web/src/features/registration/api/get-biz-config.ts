import { getBizConfig as bizConfigEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { registrationKeys } from './keys.ts';

/** Fetched afresh on the confirm page: the window check compares against the server's time. */
export const getBizConfig = async () =>
  unwrap(await callEndpoint(bizConfigEndpoint, {}, { loading: false }));

export const getBizConfigQueryOptions = () =>
  queryOptions({ queryKey: registrationKeys.bizConfig(), queryFn: getBizConfig });

export const useBizConfig = () => useQuery(getBizConfigQueryOptions());
