import { findPatient } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { registrationKeys } from './keys.ts';

/** The account's patients, default first: whom the appointment is for. */
export const getPatients = async () =>
  unwrap(await callEndpoint(findPatient, {}, { loading: false }));

export const getPatientsQueryOptions = () =>
  queryOptions({ queryKey: registrationKeys.patients(), queryFn: getPatients });

export const usePatients = () => useQuery(getPatientsQueryOptions());
