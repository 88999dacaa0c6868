import type { StaffRole } from '@hospital/contract';
import type { RefundRequest } from '@hospital/contract/console';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { refunds } from '../../../src/db/schema/index.ts';
import { preparePayment, type PaymentOrder } from '../../../src/modules/payments/index.ts';
import { consoleRequest } from '../../helpers/console-request.ts';
import { staffOfRoles, type StaffTestSession } from '../../helpers/staff.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { setUpHospital } from '../appointments/fixtures.ts';
import {
  newOrder,
  orderNow,
  payWithWechat,
  signInPayer,
  submitCashier,
  type Payer,
} from './helpers.ts';

/** The finance endpoints, below the console prefix. */
export const FINANCE = '/finance';

export interface FinanceDesk<R extends StaffRole> {
  t: TestApp;
  staff: Record<R | 'finance', StaffTestSession>;
  /** A console GET, by the finance clerk unless another session is given. */
  get: (url: string, session?: StaffTestSession) => Promise<LightMyRequestResponse>;
  post: (
    url: string,
    payload?: object,
    session?: StaffTestSession,
  ) => Promise<LightMyRequestResponse>;
  put: (
    url: string,
    payload: object,
    session?: StaffTestSession,
  ) => Promise<LightMyRequestResponse>;
  askRefund: (
    orderId: number,
    body: object,
    session?: StaffTestSession,
  ) => Promise<LightMyRequestResponse>;
  /** A request id never sent before, as the console makes one per refund form. */
  requestId: () => string;
  /** A refund the finance clerk asks for with a new request id, failing loudly when refused. */
  refundAsked: (orderId: number, amountFen: number, reason: string) => Promise<RefundRequest>;
  paidWithWechat: (amountFen: number) => Promise<PaymentOrder>;
  paidWithAlipay: (amountFen: number) => Promise<PaymentOrder>;
  /** Unpaid, waiting at the cashier. */
  unpaidOrder: () => Promise<PaymentOrder>;
  refundRowsOf: (orderId: number) => Promise<number>;
}

/**
 * A hospital whose side-effect worker runs only when the test drains it, a finance clerk
 * and the other roles asked for signed in to the console, and payers who pay on the
 * sandbox: WeChat's and Alipay's are signed in at their first payment.
 */
export async function openFinanceDesk<R extends StaffRole>(
  roles: readonly R[],
): Promise<FinanceDesk<R>> {
  const t = await createTestApp({ env: { JOBS: '0' } });
  await setUpHospital(t.app);
  const staff = await staffOfRoles(t, ['finance', ...roles]);
  const payers = new Map<'WXGZH' | 'ZFBSHH', Promise<Payer>>();
  const payer = (host: 'WXGZH' | 'ZFBSHH') => {
    const signedIn = payers.get(host) ?? signInPayer(t.app, host);
    payers.set(host, signedIn);
    return signedIn;
  };
  const request = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload: object | undefined,
    session = staff.finance,
  ) => consoleRequest(t.app, session, url, { method, ...(payload && { payload }) });
  let requests = 0;
  const requestId = () => `REQ${String((requests += 1)).padStart(8, '0')}`;

  return {
    t,
    staff,
    get: (url, session) => request('GET', url, undefined, session),
    post: (url, payload, session) => request('POST', url, payload, session),
    put: (url, payload, session) => request('PUT', url, payload, session),
    askRefund: (orderId, body, session) =>
      request('POST', `${FINANCE}/payment-orders/${orderId}/refunds`, body, session),
    requestId,
    refundAsked: async (orderId, amountFen, reason) => {
      const response = await request(
        'POST',
        `${FINANCE}/payment-orders/${orderId}/refunds`,
        { amountFen, reason, requestId: requestId() },
        staff.finance,
      );
      if (response.statusCode !== 200) throw new Error(`refund refused: ${response.body}`);
      return response.json<RefundRequest>();
    },
    paidWithWechat: async (amountFen) => {
      const order = await newOrder(t.app, (await payer('WXGZH')).userId, { amountFen });
      await payWithWechat(t.app, order);
      return orderNow(t.app, order.id);
    },
    paidWithAlipay: async (amountFen) => {
      const order = await newOrder(t.app, (await payer('ZFBSHH')).userId, { amountFen });
      const params = await preparePayment(t.app, order, {
        host: 'ZFBSHH',
        userId: order.userId,
        returnUrl: '/pay/aliPaySuccess',
      });
      if (params.channel !== 'alipay_trade' || !params.sandboxCashierUrl)
        throw new Error('not the sandbox');
      await submitCashier(t.app, params.sandboxCashierUrl);
      return orderNow(t.app, order.id);
    },
    unpaidOrder: async () => newOrder(t.app, (await payer('WXGZH')).userId),
    refundRowsOf: (orderId) => t.db.$count(refunds, eq(refunds.orderId, orderId)),
  };
}
