import { registerTipEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

export const getRegisterTip = async () =>
  unwrap(await callEndpoint(registerTipEndpoint, {}, { loading: false }));

export const getRegisterTipQueryOptions = () =>
  queryOptions({
    queryKey: ['hospitals', 'register-tip'],
    queryFn: getRegisterTip,
    staleTime: 30 * 60_000,
  });

export const useRegisterTip = () => useQuery(getRegisterTipQueryOptions());
