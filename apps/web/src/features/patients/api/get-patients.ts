import { findPatient } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { patientKeys } from './keys.ts';

/** The list page shows its own skeleton, so the global loading indicator stays off. */
export const getPatients = async () =>
  unwrap(await callEndpoint(findPatient, {}, { loading: false }));

export const getPatientsQueryOptions = () =>
  queryOptions({ queryKey: patientKeys.list(), queryFn: getPatients });

export const usePatients = () => useQuery(getPatientsQueryOptions());
