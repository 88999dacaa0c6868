import { outpatPayDetailEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

export const getPaymentDetail = async (id: number) =>
  unwrap(await callEndpoint(outpatPayDetailEndpoint, { params: { id } }, { loading: false }));

export const getPaymentDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['payments', 'detail', id], queryFn: () => getPaymentDetail(id) });

export const usePaymentDetail = (id: number) => useQuery(getPaymentDetailQueryOptions(id));
