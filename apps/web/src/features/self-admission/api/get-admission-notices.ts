import { selfAdmissionListEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { admissionKeys } from './keys.ts';

export const getAdmissionNoticesQueryOptions = () =>
  queryOptions({
    queryKey: admissionKeys.list(),
    queryFn: async () =>
      unwrap(await callEndpoint(selfAdmissionListEndpoint, {}, { loading: false })),
  });

export const useAdmissionNotices = () => useQuery(getAdmissionNoticesQueryOptions());
