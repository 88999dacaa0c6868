import { trialOutFeeEndpoint } from '@hospital/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { dischargeKeys } from './keys.ts';

/** gettrialoutfee is a POST that only reads: the page asks it like any other query. */
export const getDischargeOfferQueryOptions = (stayId: number) =>
  queryOptions({
    queryKey: dischargeKeys.offer(stayId),
    queryFn: async () =>
      unwrap(await callEndpoint(trialOutFeeEndpoint, { body: { id: stayId } }, { loading: false })),
  });

export const useDischargeOffer = (stayId: number) =>
  useQuery(getDischargeOfferQueryOptions(stayId));
