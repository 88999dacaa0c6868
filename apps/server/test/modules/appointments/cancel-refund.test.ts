import type { AppointmentRefund } from '@hospital/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { refunds, sideEffects } from '../../../src/db/schema/index.ts';
import type { WechatPayClient } from '../../../src/modules/payments/providers/wechat-pay/client.ts';
import { HostApiError } from '../../../src/providers/types.ts';
import {
  claimSideEffects,
  drainSideEffects,
  LEASE_MS,
  retryDelayMs,
} from '../../../src/side-effects/index.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { bookedOnNewSchedule, get, openHospital } from './fixtures.ts';
import { payInSandbox } from './pay-helpers.ts';

let t: TestApp;
let clinicId: number;
beforeAll(async () => {
  ({ t, clinicId } = await openHospital());
});
afterAll(() => t.close());

/** A paid appointment, cancelled: its refund is written, not yet sent. */
async function canceledPaid() {
  const { who, appointment } = await bookedOnNewSchedule(t.app, clinicId);
  await payInSandbox(t.app, who, appointment.id);
  const canceled = await get(t.app, who, `/api/appointment/${appointment.id}/canceled`);
  expect(canceled.statusCode).toBe(200);
  const outRefundNo = `R${appointment.orderNum}`;
  const refundState = async () =>
    (
      await get(t.app, who, `/api/appointment/${appointment.id}/payRefund`)
    ).json<AppointmentRefund>();
  const refundRows = () => t.db.select().from(refunds).where(eq(refunds.outRefundNo, outRefundNo));
  const effect = async () => {
    const [row] = await t.db
      .select()
      .from(sideEffects)
      .where(eq(sideEffects.dedupeKey, `refund:${outRefundNo}`));
    if (!row) throw new Error('no side effect for the refund');
    return row;
  };
  return { outRefundNo, refundState, refundRows, effect };
}

const wechat = (): WechatPayClient => {
  const client = t.app.payments.wechat;
  if (!client) throw new Error('no WeChat Pay client');
  return client;
};

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('the refund of a cancelled paid appointment', () => {
  it('is written with the cancel and shown as under way until the worker sends it', async () => {
    const { refundState, refundRows, effect } = await canceledPaid();
    expect(await refundState()).toMatchObject({ status: 'canceled', refundStatus: 'pending' });
    expect(await refundRows()).toMatchObject([{ status: 'pending' }]);
    expect(await effect()).toMatchObject({ kind: 'refund', attempts: 0, doneAt: null });
    expect(await drainSideEffects(t.app, t.app.clock.now())).toBe(1);
    expect(await refundState()).toMatchObject({ status: 'refunded', refundStatus: 'success' });
  });

  it('is retried with back-off when the provider fails, and refunds once', async () => {
    const { outRefundNo, refundState, refundRows, effect } = await canceledPaid();
    const send = vi
      .spyOn(wechat(), 'refund')
      .mockRejectedValueOnce(new HostApiError('wechat pay unreachable'));
    try {
      const now = t.app.clock.now();
      expect(await drainSideEffects(t.app, now)).toBe(0);
      const failed = await effect();
      expect(failed).toMatchObject({ attempts: 1, lastError: 'wechat pay unreachable' });
      expect(failed.nextAttemptAt).toEqual(at(now, retryDelayMs(1)));
      expect(await refundState()).toMatchObject({ status: 'canceled', refundStatus: 'pending' });

      expect(await drainSideEffects(t.app, at(now, retryDelayMs(1) - 1))).toBe(0);
      expect(await drainSideEffects(t.app, at(now, retryDelayMs(1)))).toBe(1);
      expect(send).toHaveBeenCalledTimes(2);
      expect(send.mock.calls.map(([request]) => request.outRefundNo)).toEqual([
        outRefundNo,
        outRefundNo,
      ]);
      expect(await refundRows()).toMatchObject([{ status: 'success', amountFen: 5000 }]);
      expect(await effect()).toMatchObject({ attempts: 2, lastError: null });
      expect(await refundState()).toMatchObject({ status: 'refunded', refundedFen: 5000 });
    } finally {
      send.mockRestore();
    }
  });

  it('is sent once by a restarted server when the first died right after the cancel', async () => {
    const { refundState, refundRows } = await canceledPaid();
    // The first server never ran its worker: a new one on the same database takes over.
    const restarted = await buildApp({
      config: t.config,
      db: t.db,
      logger: false,
      store: t.app.store,
    });
    try {
      await restarted.ready();
      expect(await drainSideEffects(restarted, restarted.clock.now())).toBe(1);
      expect(await drainSideEffects(restarted, at(restarted.clock.now(), LEASE_MS))).toBe(0);
    } finally {
      await restarted.close();
    }
    expect(await refundRows()).toMatchObject([{ status: 'success' }]);
    expect(await refundState()).toMatchObject({ status: 'refunded', refundedFen: 5000 });
  });

  it('is taken over from a worker that died holding it, once its lease has passed', async () => {
    const { refundRows, effect } = await canceledPaid();
    const now = t.app.clock.now();
    // A worker claims the row and dies before sending it.
    expect(await claimSideEffects(t.app, now)).toHaveLength(1);
    expect(await drainSideEffects(t.app, at(now, LEASE_MS - 1))).toBe(0);
    expect(await refundRows()).toMatchObject([{ status: 'pending' }]);
    expect(await drainSideEffects(t.app, at(now, LEASE_MS))).toBe(1);
    expect(await refundRows()).toMatchObject([{ status: 'success' }]);
    expect(await effect()).toMatchObject({ attempts: 2 });
  });
});
