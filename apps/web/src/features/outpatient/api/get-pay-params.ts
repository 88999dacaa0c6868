import { payOutpatientEndpoint } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

/** The server pays the way the signed-in host pays; resolves with the request layer's result. */
export const getOutpatientPayParams = (id: number) =>
  callEndpoint(payOutpatientEndpoint, { params: { id }, query: { timestamp: String(Date.now()) } });
