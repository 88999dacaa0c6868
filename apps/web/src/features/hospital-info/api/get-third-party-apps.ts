import { thirdPartyAppsEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { hospitalInfoKeys } from './keys.ts';

export const getThirdPartyApps = async () =>
  unwrap(await callEndpoint(thirdPartyAppsEndpoint, {}, { loading: false }));

export const getThirdPartyAppsQueryOptions = () =>
  queryOptions({
    queryKey: hospitalInfoKeys.thirdParty(),
    queryFn: getThirdPartyApps,
    staleTime: 10 * 60_000,
  });

export const useThirdPartyApps = () => useQuery(getThirdPartyAppsQueryOptions());
