import { healthInpatientsEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { healthKeys } from './keys.ts';

export const getDeclaredInpatients = async () =>
  unwrap(await callEndpoint(healthInpatientsEndpoint, {}, { loading: false }));

export const getDeclaredInpatientsQueryOptions = () =>
  queryOptions({ queryKey: healthKeys.inpatients(), queryFn: getDeclaredInpatients });

export const useDeclaredInpatients = () => useQuery(getDeclaredInpatientsQueryOptions());
