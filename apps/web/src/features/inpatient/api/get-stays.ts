import { inpatListEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { inpatientKeys } from './keys.ts';

/** The stays this account follows, newest admission first. */
export const getStaysQueryOptions = () =>
  queryOptions({
    queryKey: inpatientKeys.stays(),
    queryFn: async () => unwrap(await callEndpoint(inpatListEndpoint, {}, { loading: false })),
  });

export const useStays = () => useQuery(getStaysQueryOptions());
