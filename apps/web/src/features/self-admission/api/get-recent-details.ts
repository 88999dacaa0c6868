import { recentAdmissionByCardEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { admissionKeys } from './keys.ts';

/** The details last given on the card, to fill the form again. */
export const getRecentDetailsQueryOptions = (cardNo: string) =>
  queryOptions({
    queryKey: admissionKeys.recent(cardNo),
    queryFn: async () =>
      unwrap(
        await callEndpoint(
          recentAdmissionByCardEndpoint,
          { query: { cardNo } },
          { loading: false },
        ),
      ),
  });

export const useRecentDetails = (cardNo: string) => useQuery(getRecentDetailsQueryOptions(cardNo));
