import {
  billListEndpoint,
  checkOutpatientPaymentEndpoint,
  creditLineEndpoint,
  outpatientCreditPayEndpoint,
  outpatPayDetailEndpoint,
  outpatientPaymentEndpoint,
  payOutpatientEndpoint,
  saveOutpatientPaymentEndpoint,
  scannedBillEndpoint,
  scanPayEndpoint,
} from '@hospital/contract';
import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../deps.ts';
import { route } from '../../http/route.ts';
import {
  billList,
  checkOutpatientPayment,
  outpatientPayParams,
  paymentRecordDetail,
  saveOutpatientPayment,
  showOutpatientPayment,
} from './service.ts';
import { creditLineOf, creditPay } from './credit-service.ts';
import { scannedBill, scanPay } from './scan-service.ts';

/** /api/outpatient/*: a patient's unpaid bills and paying several of them at once. */
export function outpatientRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);
  route(app, billListEndpoint, ({ query, user }) => billList(deps, user.id, query.patientCode));
  route(app, saveOutpatientPaymentEndpoint, ({ body, user }) =>
    saveOutpatientPayment(deps, user.id, body),
  );
  route(app, outpatientPaymentEndpoint, ({ params, user }) =>
    showOutpatientPayment(deps, user.id, params.id),
  );
  route(app, checkOutpatientPaymentEndpoint, ({ params, user }) =>
    checkOutpatientPayment(deps, user.id, params.id),
  );
  route(app, creditLineEndpoint, ({ query, user }) =>
    creditLineOf(deps, user.id, query.patientCode),
  );
  route(app, outpatientCreditPayEndpoint, ({ params, user }) =>
    creditPay(deps, user.id, params.id),
  );
  route(app, outpatPayDetailEndpoint, ({ params, user }) =>
    paymentRecordDetail(deps, user.id, params.id),
  );
  route(app, scannedBillEndpoint, ({ query }) => scannedBill(deps, query.billNo));
  route(app, scanPayEndpoint, ({ body, user }) => scanPay(deps, user.id, body));
  route(app, payOutpatientEndpoint, ({ params, user }) =>
    outpatientPayParams(deps, user.id, params.id, user.host),
  );
}
