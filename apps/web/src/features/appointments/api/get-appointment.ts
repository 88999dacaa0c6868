import type { Appointment } from '@hospital/contract';
import { useQuery } from '@tanstack/react-query';
import { getAppointmentQueryOptions } from '../../../api/queries/get-appointment.ts';

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
