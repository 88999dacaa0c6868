import type {
  ClientPayParams,
  CreateNatOrderInput,
  NatItem,
  NatOrder,
  ServerSource,
} from '@hospital/contract';
import type { NatItemListQuerySchema } from '@hospital/contract';
import type { z } from 'zod';
import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { hospitalSettings } from '../hospitals/index.ts';
import { findPatient } from '../patients/index.ts';
import {
  closeDueOrders,
  createPaymentOrder,
  getPaymentOrder,
  onPaymentEvent,
  preparePayment,
  queryAndSync,
} from '../payments/index.ts';
import { emitWebhook } from '../webhooks/index.ts';
import { assertOrderablePreRecord } from './pre-record-service.ts';
import {
  claimDueNatOrders,
  findActiveItem,
  findOwnNatOrder,
  insertNatOrder,
  itemFilters,
  listActiveItems,
  markNatExpired,
  markNatPaid,
  natOrderForHis,
  markNatRefunded,
  setNatPaymentOrder,
  type NatOrderRecord,
} from './repository.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;
type PayDeps = Pick<ServerDeps, 'db' | 'clock' | 'payments' | 'log'>;

/** The items a page offers: one scope's, perhaps of one sample kind; or the one a QR code names. */
export function natItemList(
  deps: Deps,
  query: z.infer<typeof NatItemListQuerySchema>,
): Promise<NatItem[]> {
  // A sampling point's QR code names its item, whichever department samples it.
  if (query.itemId !== undefined) return listActiveItems(deps.db, [itemFilters.id(query.itemId)]);
  const where = [itemFilters.emergency(query.scope === 'emergency')];
  if (query.sampleKind) where.push(itemFilters.sampleKind(query.sampleKind));
  return listActiveItems(deps.db, where);
}

function present(record: NatOrderRecord): NatOrder {
  const { order } = record;
  return {
    id: order.id,
    item: record.item,
    patientId: order.patientId,
    patientName: record.patientName,
    priceFen: order.priceFen,
    status: order.status,
    expiresAt: order.status === 'pending_payment' ? order.expiresAt.toISOString() : null,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

export async function ownNatOrder(deps: Deps, userId: number, id: number) {
  const record = await findOwnNatOrder(deps.db, userId, id);
  if (!record) throw notFound('核酸订单不存在');
  return record;
}

/**
 * Orders a test for one of the account's patients at the item's own price; the order and
 * its payment order commit together, and wait for payment as long as a registration does.
 */
export async function createNatOrder(
  deps: Deps,
  userId: number,
  input: CreateNatOrderInput,
): Promise<NatOrder> {
  const now = deps.clock.now();
  const [patient, item, settings] = await Promise.all([
    findPatient(deps.db, userId, input.patientId),
    findActiveItem(deps.db, input.itemId),
    hospitalSettings(deps),
  ]);
  if (!patient) throw notFound('就诊人不存在');
  if (!item) throw notFound('该检测项目不存在或已停止开单');
  await assertOrderablePreRecord(deps, userId, input.patientId, input.preRecordId);
  const expiresAt = new Date(now.getTime() + settings.paymentTimeoutMinutes * 60_000);
  const id = await deps.db.transaction(async (tx) => {
    const order = await insertNatOrder(tx, {
      userId,
      patientId: input.patientId,
      itemId: item.id,
      preRecordId: input.preRecordId,
      priceFen: item.priceFen,
      expiresAt,
      createdAt: now,
    });
    const payment = await createPaymentOrder(
      tx,
      {
        userId,
        subjectType: 'nucleic_acid',
        subjectId: order.id,
        amountFen: item.priceFen,
        description: `核酸检测 ${item.name} ${patient.name}`,
        // The item's name is the HIS's words, with no catalogue entry to translate it.
        descriptionTemplate: null,
        expiresAt,
      },
      now,
    );
    await setNatPaymentOrder(tx, order.id, payment.id);
    return order.id;
  });
  return present(await ownNatOrder(deps, userId, id));
}

/** The order as the page shows it; a pending one first asks the provider in case a notify is late. */
export async function showNatOrder(deps: PayDeps, userId: number, id: number): Promise<NatOrder> {
  const record = await ownNatOrder(deps, userId, id);
  const { order } = record;
  if (order.status !== 'pending_payment' || order.paymentOrderId === null) return present(record);
  const payment = await queryAndSync(deps, order.paymentOrderId);
  return payment?.status === 'paid'
    ? present(await ownNatOrder(deps, userId, id))
    : present(record);
}

/** Client parameters to pay an unpaid order the way `host` pays. */
export async function natPayParams(
  deps: PayDeps,
  userId: number,
  id: number,
  host: ServerSource,
): Promise<ClientPayParams> {
  const { order } = await ownNatOrder(deps, userId, id);
  if (order.status !== 'pending_payment' || order.expiresAt <= deps.clock.now())
    throw conflict(
      order.status === 'paid' ? '该订单已支付' : '该订单已失效，请重新开单',
      'NOT_PAYABLE',
    );
  const payment =
    order.paymentOrderId === null
      ? undefined
      : await getPaymentOrder(deps.db, order.paymentOrderId);
  if (!payment) throw conflict('该订单无需支付', 'NOT_PAYABLE');
  return preparePayment(deps, payment, {
    host,
    userId,
    returnUrl: `/outpatientPay/outpatientPayNucleicAcid?id=${order.id}`,
  });
}

/** The order follows its payment: paid when the money arrives, refunded when it goes back. */
export function followNatPayments(): void {
  onPaymentEvent('nucleic_acid', {
    async paid(tx, payment, now) {
      const paidAt = payment.paidAt ?? now;
      if (!(await markNatPaid(tx, payment.subjectId, paidAt))) return;
      // In the payment's transaction, so the HIS hears of every paid test exactly once.
      const order = await natOrderForHis(tx, payment.subjectId);
      if (order) await emitWebhook(tx, 'nat.paid', { ...order, at: paidAt.toISOString() });
    },
    async refunded(tx, payment, _refund, now) {
      await markNatRefunded(tx, payment.subjectId, now);
    },
  });
}

const BATCH = 100;

/** Unpaid orders past their deadline expire with their payment orders. Returns how many. */
export const expireNatOrders = (deps: Deps, now: Date): Promise<number> =>
  closeDueOrders(deps.db, (tx) => claimDueNatOrders(tx, now, BATCH), markNatExpired);
