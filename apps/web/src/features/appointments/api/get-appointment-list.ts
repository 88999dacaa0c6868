import { getAppointmentList, type AppointmentStatus } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { appointmentKeys } from './keys.ts';

export const getAppointments = async (status: AppointmentStatus | 'all') =>
  unwrap(
    await callEndpoint(
      getAppointmentList,
      { query: status === 'all' ? {} : { status } },
      { loading: false },
    ),
  );

export const getAppointmentsQueryOptions = (status: AppointmentStatus | 'all') =>
  queryOptions({ queryKey: appointmentKeys.list(status), queryFn: () => getAppointments(status) });

export const useAppointments = (status: AppointmentStatus | 'all') =>
  useQuery(getAppointmentsQueryOptions(status));
