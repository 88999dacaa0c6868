import { getBizConfig } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

export const getBizConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['hospitals', 'bizConfig'],
    queryFn: async () => unwrap(await callEndpoint(getBizConfig, {}, { loading: false })),
  });

/** The hospital's name from its settings; empty until loaded. */
export function useHospitalName(): string {
  const { data } = useQuery(getBizConfigQueryOptions());
  return data?.hospitalName ?? '';
}
