import { getAppointment as appointmentEndpoint, type Appointment } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { appointmentKeys } from './keys.ts';

export const getAppointment = async (id: number) =>
  unwrap(await callEndpoint(appointmentEndpoint, { params: { id } }, { loading: false }));

export const getAppointmentQueryOptions = (id: number) =>
  queryOptions({ queryKey: appointmentKeys.detail(id), queryFn: () => getAppointment(id) });

/** Waiting for the payer, or for the refund of a paid one just cancelled. */
export const isSettling = (appointment: Appointment | undefined): boolean =>
  appointment?.status === 'pending_payment' ||
  (appointment?.status === 'canceled' && appointment.paidWith === 'online');

/**
 * `pollMs` re-reads the appointment while it is settling: only the server's state counts,
 * whatever the host or the cashier said.
 */
export const useAppointment = (id: number, pollMs?: number | false) =>
  useQuery({
    ...getAppointmentQueryOptions(id),
    refetchInterval: (query) => (isSettling(query.state.data) ? (pollMs ?? false) : false),
  });
