import { getClinicDoctors as doctorsEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { registrationKeys } from './keys.ts';

export const getClinicDoctors = async (deptCode: string) =>
  unwrap(await callEndpoint(doctorsEndpoint, { params: { deptCode } }, { loading: false }));

export const getClinicDoctorsQueryOptions = (deptCode: string) =>
  queryOptions({
    queryKey: registrationKeys.deptDoctors(deptCode),
    queryFn: () => getClinicDoctors(deptCode),
  });

export const useClinicDoctors = (deptCode: string) =>
  useQuery({ ...getClinicDoctorsQueryOptions(deptCode), enabled: deptCode !== '' });
