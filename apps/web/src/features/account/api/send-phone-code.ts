import { phoneCaptchaEndpoint, type SmsScene } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

/** The request layer sends this call with an empty Authorization header. */
export const sendPhoneCode = (phone: string, scene: SmsScene) =>
  callEndpoint(phoneCaptchaEndpoint, { query: { phone, scene } }, { loading: false });
