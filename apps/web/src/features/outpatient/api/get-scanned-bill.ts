import { scannedBillEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

export const getScannedBillQueryOptions = (billNo: string) =>
  queryOptions({
    queryKey: ['outpatient', 'scanned', billNo],
    queryFn: async () =>
      unwrap(await callEndpoint(scannedBillEndpoint, { query: { billNo } }, { loading: false })),
  });

export const useScannedBill = (billNo: string) => useQuery(getScannedBillQueryOptions(billNo));
