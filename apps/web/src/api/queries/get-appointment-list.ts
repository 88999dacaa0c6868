import { appointmentListEndpoint, type AppointmentStatus } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint.ts';
import { unwrap } from '../result.ts';

/** Every appointment read sits under this prefix, so one invalidation refreshes them all. */
export const appointmentsKey = ['appointments'] as const;

export const appointmentListKey = (status: AppointmentStatus | 'all') =>
  [...appointmentsKey, 'list', status] as const;

/** The account's appointments, all of them or those in one status. */
export const getAppointmentListQueryOptions = (status: AppointmentStatus | 'all') =>
  queryOptions({
    queryKey: appointmentListKey(status),
    queryFn: async () =>
      unwrap(
        await callEndpoint(
          appointmentListEndpoint,
          { query: status === 'all' ? {} : { status } },
          { loading: false },
        ),
      ),
  });

export const useAppointmentList = (status: AppointmentStatus | 'all') =>
  useQuery(getAppointmentListQueryOptions(status));
