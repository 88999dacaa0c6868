import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/result.ts';
import type { InsuranceSubject } from '../../../lib/paths.ts';
import { INSURANCE_SUBJECTS } from '../lib/insurance-subjects.ts';

const POLL_MS = 2000;

/** The subject's latest settlement, asked again while the insurer has not confirmed it. */
export const insuranceResultQueryOptions = (subject: InsuranceSubject, id: number) =>
  queryOptions({
    queryKey: ['medicalInsurance', 'result', subject, id] as const,
    queryFn: async () => unwrap(await INSURANCE_SUBJECTS[subject].latest(id)),
    refetchInterval: (query) =>
      query.state.data?.status === 'paying' || query.state.data?.status === 'reversing'
        ? POLL_MS
        : false,
  });

export const useInsuranceResult = (subject: InsuranceSubject, id: number) =>
  useQuery(insuranceResultQueryOptions(subject, id));
