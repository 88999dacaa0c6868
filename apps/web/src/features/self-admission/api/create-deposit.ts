import { admissionPrepayEndpoint, type AdmissionPrepay } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

/** Resolves with the request layer's result, so the page can show the server's reason. */
export const createAdmissionDeposit = (body: AdmissionPrepay) =>
  callEndpoint(admissionPrepayEndpoint, { body });
