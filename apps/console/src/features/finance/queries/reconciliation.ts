import { reconciliationEndpoint } from '@hospital/contract/console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const reconciliationQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['finance', 'reconciliation', date] as const,
    queryFn: () => callEndpoint(reconciliationEndpoint, { query: { date } }),
  });

export const useReconciliation = (date: string) => useQuery(reconciliationQueryOptions(date));
