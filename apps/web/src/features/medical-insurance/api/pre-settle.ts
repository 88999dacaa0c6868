import { appointmentInsurance } from '@hospital/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

export const preSettleKey = (id: number, authCode: string) =>
  ['medicalInsurance', 'preSettle', id, authCode] as const;

/**
 * The insurer's split for an appointment. The authCode is one-time, so every call after the
 * first says the page was reloaded (freshPageFlag) and gets the same answer back.
 */
export const preSettleQueryOptions = (id: number, authCode: string) => {
  let calls = 0;
  return queryOptions({
    queryKey: preSettleKey(id, authCode),
    queryFn: async () =>
      unwrap(
        await callEndpoint(appointmentInsurance.prePay, {
          params: { id },
          query: { authCode, acctUsedFlag: '1', freshPageFlag: (calls += 1) > 1 ? '1' : '0' },
        }),
      ),
    staleTime: Infinity,
    retry: false,
  });
};
