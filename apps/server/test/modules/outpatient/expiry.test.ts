import type { ClientPayParams, OutpatientPayment } from '@hospital/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outpatientExpiry } from '../../../src/jobs/outpatient-expiry.ts';
import { auditLog, paymentOrders, refunds } from '../../../src/db/schema/index.ts';
import { resendDueNotifies } from '../../../src/modules/payments/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { hisHeaders } from '../his/his-client.ts';
import { submitCashier } from '../payments/helpers.ts';
import {
  bill,
  billId,
  billRow,
  cardHolder,
  getAs,
  pushBills,
  saved,
  type CardHolder,
} from './fixtures.ts';

let t: TestApp;
let his: { authorization: string };
let me: CardHolder;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { JOBS: '0' } });
  his = await hisHeaders(t.app, ['his:bills']);
  me = await cardHolder(t.app);
});
afterAll(() => t.close());

const orderOf = async (payment: OutpatientPayment) =>
  (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, payment.paymentOrderId)))[0]!;

async function chosen(hisId: string): Promise<OutpatientPayment> {
  await pushBills(t.app, his, [bill(hisId, me.cardNo)]);
  return saved(t.app, me, [await billId(t.app, hisId)]);
}

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
      .where(and(eq(auditLog.action, 'order_closed'), eq(auditLog.entityId, String(due.paymentOrderId))));
    expect(closings).toHaveLength(1);

    const again = await saved(t.app, me, [await billId(t.app, 'EXP-DUE')]);
    expect(again.id).not.toBe(due.id);
    expect((await orderOf(again)).status).toBe('pending');
  });

  it('refunds a payment that arrives after the close; the bill stays unpaid', async () => {
    const payment = await chosen('EXP-LATE');
    const params = (
      await getAs(t.app, me, `/api/outpatient/${payment.id}/pay`)
    ).json<ClientPayParams>();
    if (params.channel !== 'wechat_jsapi' || !params.sandboxCashierUrl)
      throw new Error(`no cashier: ${JSON.stringify(params)}`);
    await outpatientExpiry.run(t.app, (await orderOf(payment)).expiresAt);

    await submitCashier(t.app, params.sandboxCashierUrl);
    await resendDueNotifies(t.app, t.app.clock.now());
    const [late] = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, payment.paymentOrderId));
    expect(late).toMatchObject({ amountFen: payment.amountFen, reasonKey: 'latePayment' });
    expect(await billRow(t.app, 'EXP-LATE')).toMatchObject({ status: 'unpaid', heldById: null });
  });
});
