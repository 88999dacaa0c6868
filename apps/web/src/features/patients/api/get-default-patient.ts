import { defaultPatientEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { patientKeys } from './keys.ts';

export const getDefaultPatient = async () =>
  unwrap(await callEndpoint(defaultPatientEndpoint, {}, { loading: false })).patient;

export const getDefaultPatientQueryOptions = () =>
  queryOptions({ queryKey: patientKeys.defaultPatient(), queryFn: getDefaultPatient });

/** `enabled: false` keeps a page that guests may see from starting a sign-in. */
export const useDefaultPatient = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getDefaultPatientQueryOptions(), enabled });
