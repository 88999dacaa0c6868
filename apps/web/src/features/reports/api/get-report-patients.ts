import { findPatient } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { patientListKey } from './keys.ts';

/** The account's patients, default first: whose reports the switcher offers. */
export const getReportPatients = async () =>
  unwrap(await callEndpoint(findPatient, {}, { loading: false }));

export const getReportPatientsQueryOptions = () =>
  queryOptions({ queryKey: patientListKey, queryFn: getReportPatients });

export const useReportPatients = () => useQuery(getReportPatientsQueryOptions());
