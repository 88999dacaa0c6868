import type { FastifyInstance } from 'fastify';
import { financeConsoleRoutes } from './console/routes.ts';
import { inProcessFetch } from '../../providers/in-process-fetch.ts';
import { closeTradesFromOutbox } from './close-trade-service.ts';
import { createPaymentGateways, type PaymentGateways } from './providers/gateways.ts';
import { sandboxTwinRoutes } from './providers/sandbox/routes.ts';
import { sendRefundsFromOutbox } from './refund-sending-service.ts';
import { paymentRoutes } from './routes.ts';

/**
 * The payment core: one order table for everything payable, the provider clients behind
 * it with their sandbox twins, and the once-only state changes. Subject modules
 * (registration, outpatient...) use only what is exported here.
 */
export async function paymentsModule(app: FastifyInstance): Promise<void> {
  sendRefundsFromOutbox();
  closeTradesFromOutbox();
  await app.register(paymentRoutes);
  financeConsoleRoutes(app);
  await app.register(sandboxTwinRoutes);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The WeChat Pay and Alipay clients: real merchants, or the sandbox twins. */
    payments: PaymentGateways;
  }
}

/** Decorates the app with its payment clients; call on the root instance. */
export function installPaymentGateways(app: FastifyInstance): void {
  app.decorate(
    'payments',
    createPaymentGateways(app.config, {
      sandbox: app.providers.sandbox,
      fetch: globalThis.fetch,
      sandboxFetch: inProcessFetch(app),
      now: () => app.clock.now().getTime(),
    }),
  );
}

export { paymentsHisRoutes } from './his-routes.ts';
export {
  closeDueOrders,
  closeOrder,
  createPaymentOrder,
  paymentOrderParams,
  paymentOrderValues,
  paymentOrderWrites,
  type PaymentOrderRows,
  type NewPaymentOrder,
} from './order-service.ts';
export {
  findOrderByOutTradeNo,
  findOrdersForSubject,
  getPaymentOrder,
  nextOrderIdDraw as nextPaymentOrderIdDraw,
  type PaymentOrder,
  type Refund,
} from './repository.ts';
export {
  onMixedOrderNotify,
  onPaymentEvent,
  type MixedOrderListener,
  type PaymentEventHandlers,
} from './events.ts';
export { preparePayment, type PrepareOptions } from './prepare-service.ts';
export { requestRefund, systemRefundReason, type RefundIntent } from './refund-service.ts';
export { queryAndSync } from './sync-service.ts';
export { fenToYuan, type InsuranceCashier } from './providers/gateway.ts';
export {
  SplitChangedError,
  type InsuranceClient,
  type InsuranceItem,
  type MixedOrderState,
} from './providers/medical-insurance/client.ts';
export type { MixedOrderNotice } from './providers/medical-insurance/notify.ts';
export { findPaymentRecord } from './records-repository.ts';
export { refundsOfOrder } from './console/orders-repository.ts';
export type { PaymentGateways } from './providers/gateways.ts';
export { resendDueNotifies } from './providers/sandbox/outbox.ts';
