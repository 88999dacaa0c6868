import {
  inpatAlipayEndpoint,
  inpatPayEndpoint,
  inpatPlatformPayEndpoint,
  type DepositTopUp,
} from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { getServerSource } from '../../../platform/host.ts';

/** The host decides how to pay: WeChat JSAPI, Alipay trade, or the cashier page elsewhere. */
function endpointForHost() {
  switch (getServerSource()) {
    case 'WXGZH':
      return inpatPayEndpoint;
    case 'ZFBSHH':
      return inpatAlipayEndpoint;
    default:
      return inpatPlatformPayEndpoint;
  }
}

/** Opens a top-up of the stay's deposit and answers how this host pays it. */
export const topUp = (body: DepositTopUp) => callEndpoint(endpointForHost(), { body });
