import { closeAccountEndpoint } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

/** Resolves with the request layer's result, so the page can show why it cannot settle. */
export const closeAccount = (stayId: number) =>
  callEndpoint(closeAccountEndpoint, { body: { id: stayId } });
