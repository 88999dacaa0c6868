import { callEndpoint } from '../../../api/call-endpoint.ts';
import { INSURANCE_SUBJECTS, type InsuranceLink } from '../lib/insurance-subjects.ts';

/** The mixed order for the split the patient confirmed (409 when it expired or changed). */
export const payInsured = ({ subject, id, channel }: InsuranceLink, settlementId: number) => {
  const { endpoints } = INSURANCE_SUBJECTS[subject];
  return channel === 'hcare'
    ? callEndpoint(endpoints.hcarePay, { params: { id }, query: { settlementId } })
    : callEndpoint(endpoints.pay, { params: { id }, body: { settlementId } });
};
