import type { PaymentSubjectType } from '@hospital/contract';
import type { Database } from '../../db/client.ts';
import type { ServerDeps } from '../../deps.ts';
import type { MixedOrderNotice } from './providers/medical-insurance/notify.ts';
import type { PaymentOrder, Refund } from './repository.ts';

/**
 * What a subject module does in its own tables when its order is paid or refunded. Called
 * inside the transaction that changes the order, with the order row locked; throwing rolls
 * the payment transition back (the provider then retries the notify).
 */
export interface PaymentEventHandlers {
  paid?(tx: Database, order: PaymentOrder, now: Date): Promise<void>;
  refunded?(tx: Database, order: PaymentOrder, refund: Refund, now: Date): Promise<void>;
}

const handlers = new Map<PaymentSubjectType, PaymentEventHandlers>();

/** Registered once per subject type at module start; a later registration replaces it. */
export function onPaymentEvent(
  subjectType: PaymentSubjectType,
  events: PaymentEventHandlers,
): void {
  handlers.set(subjectType, events);
}

export const handlersFor = (subjectType: PaymentSubjectType): PaymentEventHandlers =>
  handlers.get(subjectType) ?? {};

/**
 * What follows an insurer's notify once the core applied it: the insurance module moves the
 * pre-settlement it paid (paid, or its insurance part given back when the cash part failed).
 * Runs after the core's transaction, for repeats too, so a repeat mends what a crash left.
 */
export type MixedOrderListener = (deps: ServerDeps, notice: MixedOrderNotice) => Promise<void>;

let mixedOrderListener: MixedOrderListener | undefined;

/** Registered once by the insurance module at start. */
export function onMixedOrderNotify(listener: MixedOrderListener): void {
  mixedOrderListener = listener;
}

export const followMixedOrder = (deps: ServerDeps, notice: MixedOrderNotice): Promise<void> =>
  mixedOrderListener?.(deps, notice) ?? Promise.resolve();
