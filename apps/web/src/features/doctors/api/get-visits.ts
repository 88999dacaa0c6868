import { getAppointment, getAppointmentList } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { doctorKeys } from './keys.ts';

/** My past visits; the page keeps those that can still be rated. */
export const getVisits = async () =>
  unwrap(
    await callEndpoint(getAppointmentList, { query: { status: 'visited' } }, { loading: false }),
  );

export const getVisitsQueryOptions = () =>
  queryOptions({ queryKey: doctorKeys.visitsToRate(), queryFn: getVisits });

export const useVisits = () => useQuery(getVisitsQueryOptions());

export const getVisit = async (id: number) =>
  unwrap(await callEndpoint(getAppointment, { params: { id } }, { loading: false }));

export const getVisitQueryOptions = (id: number) =>
  queryOptions({ queryKey: doctorKeys.appointment(id), queryFn: () => getVisit(id) });

export const useVisit = (id: number) => useQuery(getVisitQueryOptions(id));
