import { getClinicDoctors } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { hospitalInfoKeys } from './keys.ts';

export const getDoctors = async (deptCode: string) =>
  unwrap(await callEndpoint(getClinicDoctors, { params: { deptCode } }, { loading: false }));

export const getDoctorsQueryOptions = (deptCode: string) =>
  queryOptions({
    queryKey: hospitalInfoKeys.doctors(deptCode),
    queryFn: () => getDoctors(deptCode),
  });

export const useDoctors = (deptCode: string) => useQuery(getDoctorsQueryOptions(deptCode));
