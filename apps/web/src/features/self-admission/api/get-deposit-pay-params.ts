import {
  alipayAdmissionDepositEndpoint,
  appPayAdmissionDepositEndpoint,
  payAdmissionDepositEndpoint,
} from '@hospital/contract';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { getServerSource } from '../../../platform/host.ts';

/** The host decides how to pay: WeChat JSAPI, Alipay trade, or the cashier page elsewhere. */
function endpointForHost() {
  switch (getServerSource()) {
    case 'WXGZH':
      return payAdmissionDepositEndpoint;
    case 'ZFBSHH':
      return alipayAdmissionDepositEndpoint;
    default:
      return appPayAdmissionDepositEndpoint;
  }
}

/** Resolves with the request layer's result: the page shows why paying cannot start. */
export const getDepositPayParams = (id: number) =>
  callEndpoint(endpointForHost(), { params: { id }, query: { timestamp: String(Date.now()) } });
