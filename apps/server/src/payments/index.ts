/**
 * The payment core: one order table for everything payable, the provider clients behind
 * it, and the once-only state changes. Subject modules (registration, outpatient...) use
 * only what is exported here.
 */
export {
  closeOrder,
  createPaymentOrder,
  findOrdersForSubject,
  getPaymentOrder,
  type NewPaymentOrder,
  type PaymentOrder,
  type Refund,
} from './orders.ts';
export { closeTradesFromOutbox } from './close-trade.ts';
export { onPaymentEvent, type PaymentEventHandlers } from './events.ts';
export { preparePayment, type PrepareOptions } from './prepare.ts';
export { requestRefund, type RefundIntent } from './refund-requests.ts';
export { sendRefundsFromOutbox } from './refunds.ts';
export { queryAndSync } from './sync.ts';
export { fenToYuan } from './gateway.ts';
