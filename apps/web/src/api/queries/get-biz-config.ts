import { bizConfigEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint.ts';
import { unwrap } from '../result.ts';

/** Under `hospitals`, so a booking or a cancellation refreshes it with the schedules. */
export const bizConfigKey = () => ['hospitals', 'bizConfig'] as const;

export const getBizConfigQueryOptions = () =>
  queryOptions({
    queryKey: bizConfigKey(),
    queryFn: async () => unwrap(await callEndpoint(bizConfigEndpoint, {}, { loading: false })),
    // The settings (pay-later, cut-offs, the booking window) change rarely, but a changed one
    // must reach every screen within a minute. The age never skews `serverTime`: readers
    // extrapolate it from `dataUpdatedAt`.
    staleTime: 60_000,
  });

/** The hospital's settings: one cache entry, so no screen shows a setting another changed. */
export const useBizConfig = () => useQuery(getBizConfigQueryOptions());

/** The hospital's name from its settings; empty until loaded. */
export function useHospitalName(): string {
  const { data } = useBizConfig();
  return data?.hospitalName ?? '';
}
