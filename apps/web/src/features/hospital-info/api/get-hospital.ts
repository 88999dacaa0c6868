import { hospitalEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { hospitalInfoKeys } from './keys.ts';

export const getHospital = async () =>
  unwrap(await callEndpoint(hospitalEndpoint, {}, { loading: false }));

export const getHospitalQueryOptions = () =>
  queryOptions({
    queryKey: hospitalInfoKeys.hospital(),
    queryFn: getHospital,
    staleTime: 10 * 60_000,
  });

export const useHospital = () => useQuery(getHospitalQueryOptions());
