import { bindPhoneEndpoint, type BindPhone } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { getAccessToken } from '../../../platform/storage.ts';

/** The request layer leaves the header off this path, so binding a phone passes its token. */
export const bindPhone = (body: BindPhone) =>
  callEndpoint(bindPhoneEndpoint, { body }, { token: getAccessToken() });
