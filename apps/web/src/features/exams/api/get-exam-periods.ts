import { findExamPeriodsEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { examKeys } from './keys.ts';

export const getExamPeriods = async (orderId: number) =>
  unwrap(await callEndpoint(findExamPeriodsEndpoint, { body: { orderId } }, { loading: false }));

export const getExamPeriodsQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: examKeys.periods(orderId), queryFn: () => getExamPeriods(orderId) });

export const useExamPeriods = (orderId: number) => useQuery(getExamPeriodsQueryOptions(orderId));
