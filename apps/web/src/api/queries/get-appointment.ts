import { appointmentEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint.ts';
import { unwrap } from '../result.ts';
import { appointmentsKey } from './get-appointment-list.ts';

/** Under `appointments`: paying, cancelling or rating a visit refreshes it. */
export const appointmentKey = (id: number) => [...appointmentsKey, 'detail', id] as const;

export const getAppointmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: appointmentKey(id),
    queryFn: async () =>
      unwrap(await callEndpoint(appointmentEndpoint, { params: { id } }, { loading: false })),
  });

export const useAppointment = (id: number) => useQuery(getAppointmentQueryOptions(id));
