import { customerServicePhoneEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { feedbackKeys } from './keys.ts';

export const getCustomerService = async () =>
  unwrap(await callEndpoint(customerServicePhoneEndpoint, {}, { loading: false }));

export const getCustomerServiceQueryOptions = () =>
  queryOptions({
    queryKey: feedbackKeys.customerService(),
    queryFn: getCustomerService,
    staleTime: 600_000,
  });

export const useCustomerService = () => useQuery(getCustomerServiceQueryOptions());
