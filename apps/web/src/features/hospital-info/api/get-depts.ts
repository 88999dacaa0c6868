import { deptsEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { hospitalInfoKeys } from './keys.ts';

export const getDepts = async () =>
  unwrap(await callEndpoint(deptsEndpoint, {}, { loading: false }));

export const getDeptsQueryOptions = () =>
  queryOptions({ queryKey: hospitalInfoKeys.depts(), queryFn: getDepts, staleTime: 10 * 60_000 });

export const useDepts = () => useQuery(getDeptsQueryOptions());
