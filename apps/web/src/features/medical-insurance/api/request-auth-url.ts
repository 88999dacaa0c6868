import { requestAuthCodeUrlEndpoint } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

/** Where the patient authorises with the e-certificate; it comes back to `redirectUrl`. */
export const requestAuthUrl = (patientId: number, redirectUrl: string) =>
  callEndpoint(requestAuthCodeUrlEndpoint, { query: { patientId, redirectUrl } });
