import { requestAuthCodeUrlEndpoint } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { INSURANCE_SUBJECTS, type InsuranceLink } from '../lib/insurance-subjects.ts';

/** Where the patient authorises with the e-certificate; it comes back to `redirectUrl`. */
export const requestAuthUrl = (patientId: number, redirectUrl: string) =>
  callEndpoint(requestAuthCodeUrlEndpoint, { query: { patientId, redirectUrl } });

/** Where the patient authorises hcare to pay this subject; it comes back to `redirectUrl`. */
export const requestHcareUrl = ({ subject, id }: InsuranceLink, redirectUrl: string) =>
  callEndpoint(INSURANCE_SUBJECTS[subject].endpoints.hcare, {
    params: { id },
    query: { redirectUrl },
  });
