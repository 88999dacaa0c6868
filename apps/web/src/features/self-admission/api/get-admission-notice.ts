import { preInpatientInfoEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { admissionKeys } from './keys.ts';

export const getAdmissionNoticeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: admissionKeys.notice(id),
    queryFn: async () =>
      unwrap(await callEndpoint(preInpatientInfoEndpoint, { query: { id } }, { loading: false })),
  });

export const useAdmissionNotice = (id: number) => useQuery(getAdmissionNoticeQueryOptions(id));
