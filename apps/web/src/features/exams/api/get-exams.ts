import { examDetailEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { examKeys } from './keys.ts';

const findExams = async (query: { orderId?: number }) =>
  unwrap(await callEndpoint(examDetailEndpoint, { query }, { loading: false }));

/** My patients' exams (findAppointmentDetaile without an order), awaiting a time first. */
export const getExams = async () => (await findExams({})).exams;

export const getExamsQueryOptions = () =>
  queryOptions({ queryKey: examKeys.list(), queryFn: getExams });

export const useExams = () => useQuery(getExamsQueryOptions());
