import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { INSURANCE_SUBJECTS, type InsuranceLink } from '../lib/insurance-subjects.ts';

export const preSettleKey = ({ subject, id, channel }: InsuranceLink, authCode: string) =>
  ['medicalInsurance', 'preSettle', subject, id, channel, authCode] as const;

/**
 * The insurer's split for a subject, through the channel the patient authorised with. The
 * authCode is one-time, so every call after the first says the page was reloaded
 * (freshPageFlag) and gets the same answer back.
 */
export const preSettleQueryOptions = (link: InsuranceLink, authCode: string) => {
  const { endpoints } = INSURANCE_SUBJECTS[link.subject];
  const params = { id: link.id };
  let calls = 0;
  return queryOptions({
    queryKey: preSettleKey(link, authCode),
    queryFn: async () =>
      unwrap(
        link.channel === 'hcare'
          ? await callEndpoint(endpoints.checkHcare, {
              params,
              query: { authCode, acctUsedFlag: '1' },
            })
          : await callEndpoint(endpoints.prePay, {
              params,
              query: { authCode, acctUsedFlag: '1', freshPageFlag: (calls += 1) > 1 ? '1' : '0' },
            }),
      ),
    staleTime: Infinity,
    retry: false,
  });
};
