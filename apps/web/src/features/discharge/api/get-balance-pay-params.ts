import { outBalanceEndpoint } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { getServerSource } from '../../../platform/host.ts';

/** Parameters to pay the balance the way this host pays; the server picks the channel. */
export const getBalancePayParams = (settlementId: number) =>
  callEndpoint(outBalanceEndpoint, { body: { id: settlementId, source: getServerSource() } });
