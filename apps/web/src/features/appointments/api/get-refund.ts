import { payRefundEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { appointmentKeys } from './keys.ts';

/** The refund of a cancelled appointment; reading it again retries a failed one on the server. */
export const getRefund = async (id: number) =>
  unwrap(await callEndpoint(payRefundEndpoint, { params: { id } }, { loading: false }));

export const getRefundQueryOptions = (id: number) =>
  queryOptions({ queryKey: appointmentKeys.refund(id), queryFn: () => getRefund(id) });

export const useRefund = (id: number, enabled: boolean) =>
  useQuery({
    ...getRefundQueryOptions(id),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.refundStatus === 'pending' ||
      query.state.data?.refundStatus === 'processing'
        ? 3000
        : false,
  });
