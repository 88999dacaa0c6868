import { doctorEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint.ts';
import { unwrap } from '../result.ts';

/** Under `doctors`: following or rating a doctor refreshes the followed mark everywhere. */
export const doctorKey = (docId: number) => ['doctors', 'detail', docId] as const;

export const getDoctorQueryOptions = (docId: number) =>
  queryOptions({
    queryKey: doctorKey(docId),
    queryFn: async () =>
      unwrap(await callEndpoint(doctorEndpoint, { params: { docId } }, { loading: false })),
  });

export const useDoctor = (docId: number) => useQuery(getDoctorQueryOptions(docId));
