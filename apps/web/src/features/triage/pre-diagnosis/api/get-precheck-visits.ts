import { precheckDataEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../api/call-endpoint.ts';
import { unwrap } from '../../../../api/result.ts';
import { precheckKeys } from './keys.ts';

/** My visits that ask for pre-diagnosis, soonest first. */
export const getPrecheckVisits = async () =>
  unwrap(await callEndpoint(precheckDataEndpoint, { query: {} }, { loading: false })).visits;

export const getPrecheckVisitsQueryOptions = () =>
  queryOptions({ queryKey: precheckKeys.visits(), queryFn: getPrecheckVisits });

export const usePrecheckVisits = () => useQuery(getPrecheckVisitsQueryOptions());
