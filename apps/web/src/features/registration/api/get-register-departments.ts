import { registerDepartmentsEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { registrationKeys } from './keys.ts';

/** Only clinics with schedules in the booking horizon. */
export const getRegisterDepartments = async () =>
  unwrap(await callEndpoint(registerDepartmentsEndpoint, {}, { loading: false }));

export const getRegisterDepartmentsQueryOptions = () =>
  queryOptions({
    queryKey: registrationKeys.departments(),
    queryFn: getRegisterDepartments,
    staleTime: 5 * 60_000,
  });

export const useRegisterDepartments = () => useQuery(getRegisterDepartmentsQueryOptions());
