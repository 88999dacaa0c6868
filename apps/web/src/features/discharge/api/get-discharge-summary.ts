import { dischargeSummaryEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { dischargeKeys } from './keys.ts';

export const getDischargeSummaryQueryOptions = (stayId: number) =>
  queryOptions({
    queryKey: dischargeKeys.summary(stayId),
    queryFn: async () =>
      unwrap(
        await callEndpoint(dischargeSummaryEndpoint, { query: { id: stayId } }, { loading: false }),
      ),
  });

export const useDischargeSummary = (stayId: number) =>
  useQuery(getDischargeSummaryQueryOptions(stayId));
