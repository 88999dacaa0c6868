import { clinicVisitEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { registrationKeys } from './keys.ts';

/** A clinic's 14 days and every doctor's half-days in them. */
export const getClinicVisit = async (deptCode: string) =>
  unwrap(
    await callEndpoint(
      clinicVisitEndpoint,
      { params: { deptCode }, query: {} },
      { loading: false },
    ),
  );

export const getClinicVisitQueryOptions = (deptCode: string) =>
  queryOptions({
    queryKey: registrationKeys.deptSchedules(deptCode),
    queryFn: () => getClinicVisit(deptCode),
  });

export const useClinicVisit = (deptCode: string) =>
  useQuery({ ...getClinicVisitQueryOptions(deptCode), enabled: deptCode !== '' });
