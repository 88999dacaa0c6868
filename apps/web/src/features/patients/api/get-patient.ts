import { queryPatientEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { patientKeys } from './keys.ts';

export const getPatient = async (id: number) =>
  unwrap(await callEndpoint(queryPatientEndpoint, { params: { id } }, { loading: false }));

export const getPatientQueryOptions = (id: number) =>
  queryOptions({ queryKey: patientKeys.detail(id), queryFn: () => getPatient(id) });

export const usePatient = (id: number) => useQuery(getPatientQueryOptions(id));
