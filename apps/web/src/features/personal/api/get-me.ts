import { getMe as meEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

export const getMe = async () => unwrap(await callEndpoint(meEndpoint, {}, { loading: false }));

export const getMeQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: getMe });

export const useMe = () => useQuery(getMeQueryOptions());
