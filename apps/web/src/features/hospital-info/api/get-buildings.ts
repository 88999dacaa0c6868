import { buildListEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { hospitalInfoKeys } from './keys.ts';

export const getBuildings = async () =>
  unwrap(await callEndpoint(buildListEndpoint, {}, { loading: false }));

export const getBuildingsQueryOptions = () =>
  queryOptions({
    queryKey: hospitalInfoKeys.buildings(),
    queryFn: getBuildings,
    staleTime: 10 * 60_000,
  });

export const useBuildings = () => useQuery(getBuildingsQueryOptions());
