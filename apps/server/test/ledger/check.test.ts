import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  paymentEvents,
  paymentOrders,
  patients,
  refunds,
} from '../../src/db/schema/index.ts';
import { checkLedger, formatLedgerReport } from '../../src/ledger/check.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { createSchedule, openHospital, patientAccount } from '../modules/appointments/fixtures.ts';

const FEE = 5000;
// Rows written straight to the tables: no rule reads the time, so any fixed one does.
const AT = new Date('2026-03-02T02:00:00Z');

let t: TestApp;
let clinicId: number;
let owner: { userId: number; patientId: number };

type Status = (typeof appointments.$inferSelect)['status'];

interface Money {
  /** Provider trades that paid the order: 0 (unpaid), 1, or 2 (paid twice). */
  payments?: number;
  /** Marked paid on our side; true whenever there are payments. */
  markedPaid?: boolean;
  refunds?: { status: 'pending' | 'processing' | 'success' | 'failed'; amountFen?: number }[];
  refundedAt?: Date;
}

const unique = () => randomBytes(6).toString('hex').toUpperCase();

/** An appointment in `status` with its order, payment events and refunds as described. */
async function appointment(status: Status, money: Money = {}) {
  const payments = money.payments ?? 0;
  const paid = money.markedPaid ?? payments > 0;
  const [order] = await t.db
    .insert(paymentOrders)
    .values({
      outTradeNo: `T${unique()}`,
      userId: owner.userId,
      subjectType: 'registration',
      subjectId: 0,
      amountFen: FEE,
      description: '挂号费',
      channel: 'wechat_jsapi',
      status: paid ? 'paid' : 'pending',
      paidAt: paid ? AT : null,
      expiresAt: AT,
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  for (let n = 0; n < payments; n += 1) {
    const transactionId = `4200${unique()}`;
    await t.db.insert(paymentEvents).values({
      provider: 'wechat',
      providerEventId: `TRANSACTION.SUCCESS:${unique()}`,
      orderId: order.id,
      payload: { resource: { transaction_id: transactionId, out_trade_no: order.outTradeNo } },
    });
    // The same trade confirmed again by a query is still one payment.
    await t.db.insert(paymentEvents).values({
      provider: 'wechat',
      providerEventId: `query:${transactionId}`,
      orderId: order.id,
      payload: { source: 'query', trade_no: transactionId },
    });
  }
  for (const refund of money.refunds ?? [])
    await t.db.insert(refunds).values({
      outRefundNo: `R${unique()}`,
      orderId: order.id,
      amountFen: refund.amountFen ?? FEE,
      status: refund.status,
      reason: '取消挂号退款',
    });
  const schedule = await createSchedule(t.app, clinicId, { feeFen: FEE });
  const [row] = await t.db
    .insert(appointments)
    .values({
      orderNum: `A${unique()}`,
      userId: owner.userId,
      patientId: owner.patientId,
      scheduleId: schedule.id,
      doctorId: schedule.doctorId,
      sequence: 1,
      feeFen: FEE,
      status,
      paidWith: paid ? 'online' : null,
      paymentOrderId: order.id,
      expiresAt: AT,
      paidAt: paid ? AT : null,
      refundedAt: money.refundedAt ?? null,
    })
    .returning();
  if (!row) throw new Error('appointment not inserted');
  return { appointmentId: row.id, orderId: order.id };
}

async function violations(): Promise<Record<string, { count: number; examples: number[] }>> {
  const reports = await checkLedger(t.db);
  return Object.fromEntries(
    reports.map((report) => [report.name, { count: report.violations, examples: report.examples }]),
  );
}

/** Runs `write`, then expects exactly `name` to have one more violation, naming `id`. */
async function expectOneMore(name: string, write: () => Promise<number>) {
  const before = await violations();
  const id = await write();
  const after = await violations();
  for (const [invariant, { count }] of Object.entries(after))
    expect([invariant, count]).toEqual([
      invariant,
      (before[invariant]?.count ?? 0) + (invariant === name ? 1 : 0),
    ]);
  expect(after[name]?.examples).toContain(id);
}

beforeAll(async () => {
  const hospital = await openHospital();
  t = hospital.t;
  clinicId = hospital.clinicId;
  const { patientId } = await patientAccount(t.app);
  const [patient] = await t.db
    .select({ userId: patients.ownerId })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!patient) throw new Error('patient not found');
  owner = { userId: patient.userId, patientId };
});
afterAll(() => t.close());

describe('npm run check:ledger', () => {
  it('finds no violation in a ledger where every rule holds', async () => {
    await appointment('pending_payment');
    await appointment('paid', { payments: 1 });
    await appointment('visited', { payments: 1 });
    await appointment('canceled');
    await appointment('canceled', { payments: 1, refunds: [{ status: 'processing' }] });
    await appointment('refunded', {
      payments: 1,
      refunds: [{ status: 'failed' }, { status: 'success' }],
      refundedAt: AT,
    });
    // Paid twice: the extra payment refunded, the appointment kept.
    await appointment('paid', { payments: 2, refunds: [{ status: 'success' }] });
    // Paid twice, then cancelled: both payments refunded.
    await appointment('refunded', {
      payments: 2,
      refunds: [{ status: 'success' }, { status: 'pending' }],
      refundedAt: AT,
    });

    const reports = await checkLedger(t.db);
    expect(reports.map((report) => [report.name, report.violations])).toEqual([
      ['cancelled-paid-refunded-once', 0],
      ['refunds-within-paid', 0],
      ['paid-orders-confirmed', 0],
      ['live-not-refunded', 0],
      ['one-kept-payment', 0],
    ]);
    expect(formatLedgerReport(reports)).toContain('ok   0 refunds never exceed');
  });

  it('counts a cancelled paid appointment without a refund', async () => {
    await expectOneMore('cancelled-paid-refunded-once', async () => {
      const { appointmentId } = await appointment('canceled', { payments: 1 });
      return appointmentId;
    });
  });

  it('counts a cancelled paid appointment refunded twice', async () => {
    await expectOneMore('cancelled-paid-refunded-once', async () => {
      const { appointmentId } = await appointment('refunded', {
        payments: 1,
        // Half and half: twice, yet within what was paid.
        refunds: [
          { status: 'success', amountFen: FEE / 2 },
          { status: 'success', amountFen: FEE / 2 },
        ],
        refundedAt: AT,
      });
      return appointmentId;
    });
  });

  it('counts an order refunded beyond what was paid', async () => {
    await expectOneMore('refunds-within-paid', async () => {
      const { orderId } = await appointment('refunded', {
        payments: 1,
        refunds: [{ status: 'success', amountFen: FEE * 2 }],
        refundedAt: AT,
      });
      return orderId;
    });
  });

  it('counts a paid order the provider never confirmed', async () => {
    await expectOneMore('paid-orders-confirmed', async () => {
      const { orderId } = await appointment('paid', { markedPaid: true });
      return orderId;
    });
  });

  it('counts a live appointment whose payment went back', async () => {
    await expectOneMore('live-not-refunded', async () => {
      const { appointmentId } = await appointment('paid', {
        payments: 1,
        refunds: [
          { status: 'success', amountFen: FEE / 2 },
          { status: 'success', amountFen: FEE / 2 },
        ],
      });
      return appointmentId;
    });
  });

  it('counts a live appointment marked refunded', async () => {
    await expectOneMore('live-not-refunded', async () => {
      const { appointmentId } = await appointment('visited', { payments: 1, refundedAt: AT });
      return appointmentId;
    });
  });

  it('counts an order paid twice and kept twice', async () => {
    await expectOneMore('one-kept-payment', async () => {
      const { orderId } = await appointment('paid', { payments: 2 });
      return orderId;
    });
  });
});
