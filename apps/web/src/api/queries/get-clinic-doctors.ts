import { clinicDoctorsEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../call-endpoint.ts';
import { unwrap } from '../result.ts';

/** Under `hospitals`: a booking or a cancellation refreshes the doctors' open slots. */
export const clinicDoctorsKey = (deptCode: string) =>
  ['hospitals', 'dept-doctors', deptCode] as const;

/** A department's doctors; an empty code (no department chosen yet) asks for nothing. */
export const getClinicDoctorsQueryOptions = (deptCode: string) =>
  queryOptions({
    queryKey: clinicDoctorsKey(deptCode),
    queryFn: async () =>
      unwrap(
        await callEndpoint(clinicDoctorsEndpoint, { params: { deptCode } }, { loading: false }),
      ),
    enabled: deptCode !== '',
  });

export const useClinicDoctors = (deptCode: string) =>
  useQuery(getClinicDoctorsQueryOptions(deptCode));
