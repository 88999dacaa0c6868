import { freshAcctUsedFlagEndpoint } from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';

/** Splits again with or without the personal account. */
export const freshAcctUsed = (settlementId: number, useAccount: boolean) =>
  callEndpoint(freshAcctUsedFlagEndpoint, {
    query: { settlementId, acctUsedFlag: useAccount ? '1' : '0' },
  });
