import { visitGuideEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { hospitalInfoKeys } from './keys.ts';

export const getVisitGuide = async () =>
  unwrap(await callEndpoint(visitGuideEndpoint, {}, { loading: false }));

export const getVisitGuideQueryOptions = () =>
  queryOptions({
    queryKey: hospitalInfoKeys.visitGuide(),
    queryFn: getVisitGuide,
    staleTime: 10 * 60_000,
  });

export const useVisitGuide = () => useQuery(getVisitGuideQueryOptions());
