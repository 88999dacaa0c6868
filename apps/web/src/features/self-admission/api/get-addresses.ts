import { admissionAddressListEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { admissionKeys } from './keys.ts';

export const getAddressesQueryOptions = () =>
  queryOptions({
    queryKey: admissionKeys.addresses(),
    queryFn: async () =>
      unwrap(await callEndpoint(admissionAddressListEndpoint, {}, { loading: false })),
  });

export const useAdmissionAddresses = () => useQuery(getAddressesQueryOptions());
