import type { OutpatientPayment } from '@hospital/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outpatientExpiry } from '../../../src/jobs/outpatient-expiry.ts';
import { auditLog, paymentOrders } from '../../../src/db/schema/index.ts';
import {
  billRow,
  billsApp,
  cardHolder,
  cashierOf,
  chooseBill,
  expectLateRefund,
  type CardHolder,
} from './fixtures.ts';

const t = billsApp();
let me: CardHolder;
beforeAll(async () => {
  me = await cardHolder(t.app);
});

const orderOf = async (payment: OutpatientPayment) =>
  (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, payment.paymentOrderId)))[0]!;

const chosen = (hisId: string) => chooseBill(t.app, t.his, me, hisId);

describe('outpatient-expiry', () => {
  it('closes a due payment once and frees its bills; a payment not yet due is untouched', async () => {
    const due = await chosen('EXP-DUE');
    t.clock.advance(60_000);
    const live = await chosen('EXP-LIVE');
    const deadline = (await orderOf(due)).expiresAt;
    await outpatientExpiry.run(t.app, deadline);
    await outpatientExpiry.run(t.app, deadline);

    expect((await orderOf(due)).status).toBe('closed');
    expect(await billRow(t.app, 'EXP-DUE')).toMatchObject({ status: 'unpaid', heldById: null });
    expect((await orderOf(live)).status).toBe('pending');
    expect((await billRow(t.app, 'EXP-LIVE')).heldById).toBe(live.id);
    const closings = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'order_closed'), eq(auditLog.entityId, String(due.paymentOrderId))),
      );
    expect(closings).toHaveLength(1);

    const again = await chosen('EXP-DUE');
    expect(again.id).not.toBe(due.id);
    expect((await orderOf(again)).status).toBe('pending');
  });

  it('refunds a payment that arrives after the close; the bill stays unpaid', async () => {
    const payment = await chosen('EXP-LATE');
    const cashier = await cashierOf(t.app, me, payment);
    await outpatientExpiry.run(t.app, (await orderOf(payment)).expiresAt);

    await expectLateRefund(t.app, cashier, payment);
    expect(await billRow(t.app, 'EXP-LATE')).toMatchObject({ status: 'unpaid', heldById: null });
  });
});
