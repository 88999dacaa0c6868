import type { AppointmentStatus } from '@hospital/contract';

/** Every appointment query sits under `appointments`, so one invalidation refreshes them all. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (status: AppointmentStatus | 'all') => [...appointmentKeys.all, 'list', status] as const,
  detail: (id: number) => [...appointmentKeys.all, 'detail', id] as const,
  refund: (id: number) => [...appointmentKeys.all, 'refund', id] as const,
  certificate: (id: number) => [...appointmentKeys.all, 'certificate', id] as const,
};
