import { querySettlementOrderEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

export const settlementDetailQueryOptions = (settlementId: number) =>
  queryOptions({
    queryKey: ['medicalInsurance', 'detail', settlementId] as const,
    queryFn: async () =>
      unwrap(
        await callEndpoint(
          querySettlementOrderEndpoint,
          { query: { settlementId } },
          { loading: false },
        ),
      ),
  });

export const useSettlementDetail = (settlementId: number) =>
  useQuery(settlementDetailQueryOptions(settlementId));
