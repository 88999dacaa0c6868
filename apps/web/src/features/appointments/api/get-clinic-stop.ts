import { clinicStopOfAppointmentEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { appointmentKeys } from './keys.ts';

/** The clinic stop that ended an appointment, with what to book instead as of now. */
export const getClinicStop = async (id: number) =>
  unwrap(
    await callEndpoint(clinicStopOfAppointmentEndpoint, { params: { id } }, { loading: false }),
  );

export const getClinicStopQueryOptions = (id: number) =>
  queryOptions({ queryKey: appointmentKeys.clinicStop(id), queryFn: () => getClinicStop(id) });

export const useClinicStop = (id: number) => useQuery(getClinicStopQueryOptions(id));
