import { inpatDayBillEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { inpatientKeys } from './keys.ts';

/** One day's bill, its lines grouped by fee category. */
export const getDayBillQueryOptions = (id: number, day: string) =>
  queryOptions({
    queryKey: inpatientKeys.dayBill(id, day),
    queryFn: async () =>
      unwrap(
        await callEndpoint(
          inpatDayBillEndpoint,
          { params: { id }, query: { day } },
          { loading: false },
        ),
      ),
  });

export const useDayBill = (id: number, day: string) => useQuery(getDayBillQueryOptions(id, day));
