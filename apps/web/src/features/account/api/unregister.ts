import { unregisterUserEndpoint, type Unregister } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

/** Proof of identity: the password, or an SMS code sent for the login scene. */
export const unregister = (proof: Unregister) =>
  callEndpoint(unregisterUserEndpoint, { body: proof });
