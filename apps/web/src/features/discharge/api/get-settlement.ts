import { settlementEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { dischargeKeys } from './keys.ts';

export const getSettlementQueryOptions = (id: number) =>
  queryOptions({
    queryKey: dischargeKeys.settlement(id),
    queryFn: async () =>
      unwrap(await callEndpoint(settlementEndpoint, { params: { id } }, { loading: false })),
  });

/** Re-read every `pollMs` while the balance is unpaid or a refund is on its way. */
export const useSettlement = (id: number, pollMs: number | false = false) =>
  useQuery({
    ...getSettlementQueryOptions(id),
    refetchInterval: (query) => {
      const data = query.state.data;
      const moving =
        data?.status === 'awaiting_payment' ||
        data?.refunds.some((refund) => refund.status === 'pending');
      return moving ? pollMs : false;
    },
  });
