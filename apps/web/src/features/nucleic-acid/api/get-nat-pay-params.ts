import {
  alipayNatOrderEndpoint,
  appPayNatOrderEndpoint,
  payNatOrderEndpoint,
} from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { getServerSource } from '../../../platform/host.ts';

/** The host decides how to pay: WeChat JSAPI, Alipay trade, or the cashier page elsewhere. */
function endpointForHost() {
  switch (getServerSource()) {
    case 'WXGZH':
      return payNatOrderEndpoint;
    case 'ZFBSHH':
      return alipayNatOrderEndpoint;
    default:
      return appPayNatOrderEndpoint;
  }
}

/** Resolves with the request layer's result: the page shows why paying cannot start. */
export const getNatPayParams = (id: number) =>
  callEndpoint(endpointForHost(), { params: { id }, query: { timestamp: String(Date.now()) } });
