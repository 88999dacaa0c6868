import { bindPhone as bindEndpoint, type BindPhone } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { getAccessToken } from '../../../platform/storage.ts';

/** Spec section 7: binding a phone posts with an explicit bearer token. */
export const bindPhone = (body: BindPhone) =>
  callEndpoint(bindEndpoint, { body }, { token: getAccessToken() });
