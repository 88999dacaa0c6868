import { appointmentsKey } from '../../../api/queries/get-appointment-list.ts';

/** Every appointment query sits under `appointments`, so one invalidation refreshes them all. */
export const appointmentKeys = {
  all: appointmentsKey,
  refund: (id: number) => [...appointmentsKey, 'refund', id] as const,
  certificate: (id: number) => [...appointmentsKey, 'certificate', id] as const,
  clinicStop: (id: number) => [...appointmentsKey, 'clinic-stop', id] as const,
};
