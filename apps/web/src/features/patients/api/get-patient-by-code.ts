import { findPatientByCodeEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { patientKeys } from './keys.ts';

export const getPatientByCode = async (patientCode: string) =>
  unwrap(
    await callEndpoint(findPatientByCodeEndpoint, { query: { patientCode } }, { loading: false }),
  );

export const getPatientByCodeQueryOptions = (patientCode: string) =>
  queryOptions({
    queryKey: patientKeys.byCode(patientCode),
    queryFn: () => getPatientByCode(patientCode),
  });

export const usePatientByCode = (patientCode: string) =>
  useQuery(getPatientByCodeQueryOptions(patientCode));
