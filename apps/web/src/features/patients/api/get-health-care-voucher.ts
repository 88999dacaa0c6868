import { healthCareVoucherEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { patientKeys } from './keys.ts';

export const getHealthCareVoucher = async (patientId: number) =>
  unwrap(
    await callEndpoint(healthCareVoucherEndpoint, { query: { patientId } }, { loading: false }),
  );

export const getHealthCareVoucherQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: patientKeys.voucher(patientId),
    queryFn: () => getHealthCareVoucher(patientId),
  });

export const useHealthCareVoucher = (patientId: number) =>
  useQuery(getHealthCareVoucherQueryOptions(patientId));
