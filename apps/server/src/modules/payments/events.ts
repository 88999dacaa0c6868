import type { PaymentSubjectType } from '@hospital/contract';
import type { Database } from '../../db/client.ts';
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
