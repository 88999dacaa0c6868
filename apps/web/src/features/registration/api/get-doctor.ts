import { getDoctor as doctorEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { registrationKeys } from './keys.ts';

export const getDoctor = async (docId: number) =>
  unwrap(await callEndpoint(doctorEndpoint, { params: { docId } }, { loading: false }));

export const getDoctorQueryOptions = (docId: number) =>
  queryOptions({ queryKey: registrationKeys.doctor(docId), queryFn: () => getDoctor(docId) });

export const useDoctor = (docId: number) => useQuery(getDoctorQueryOptions(docId));
