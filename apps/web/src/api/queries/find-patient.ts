import { findPatientEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint.ts';
import { unwrap } from '../result.ts';

/** Under `patients`: adding or editing a patient anywhere refreshes every switcher. */
export const patientListKey = () => ['patients', 'list'] as const;

/** The account's patients, default first; pages show their own skeleton while it loads. */
export const getPatientsQueryOptions = () =>
  queryOptions({
    queryKey: patientListKey(),
    queryFn: async () => unwrap(await callEndpoint(findPatientEndpoint, {}, { loading: false })),
  });

export const usePatients = () => useQuery(getPatientsQueryOptions());
