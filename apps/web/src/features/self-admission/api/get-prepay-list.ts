import { prepayInListEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { admissionKeys } from './keys.ts';

export const getPrepayListQueryOptions = (noticeId: number) =>
  queryOptions({
    queryKey: admissionKeys.deposits(noticeId),
    queryFn: async () =>
      unwrap(
        await callEndpoint(prepayInListEndpoint, { query: { id: noticeId } }, { loading: false }),
      ),
  });

export const usePrepayList = (noticeId: number) => useQuery(getPrepayListQueryOptions(noticeId));
