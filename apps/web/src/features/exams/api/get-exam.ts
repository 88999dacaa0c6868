import { examDetailEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { examKeys } from './keys.ts';

/** One exam's detail: findAppointmentDetaile with its order (404 when not mine). */
export const getExam = async (orderId: number) => {
  const { detail } = unwrap(
    await callEndpoint(examDetailEndpoint, { query: { orderId } }, { loading: false }),
  );
  return detail!;
};

export const getExamQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: examKeys.detail(orderId), queryFn: () => getExam(orderId) });

export const useExam = (orderId: number) => useQuery(getExamQueryOptions(orderId));
