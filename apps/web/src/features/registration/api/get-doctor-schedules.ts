import { doctorSchedulesEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { registrationKeys } from './keys.ts';

/** A doctor's half-days over the 14-day booking horizon. */
export const getDoctorSchedules = async (deptCode: string, docId: number) =>
  unwrap(
    await callEndpoint(
      doctorSchedulesEndpoint,
      { params: { deptCode, docId } },
      { loading: false },
    ),
  );

export const getDoctorSchedulesQueryOptions = (deptCode: string, docId: number) =>
  queryOptions({
    queryKey: registrationKeys.schedules(deptCode, docId),
    queryFn: () => getDoctorSchedules(deptCode, docId),
  });

export const useDoctorSchedules = (deptCode: string | undefined, docId: number) =>
  useQuery({
    ...getDoctorSchedulesQueryOptions(deptCode ?? '', docId),
    enabled: Boolean(deptCode) && docId > 0,
  });
