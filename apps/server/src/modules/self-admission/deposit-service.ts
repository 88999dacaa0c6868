import type {
  AdmissionDeposit,
  AdmissionPrepay,
  ClientPayParams,
  ServerSource,
} from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { hospitalSettings } from '../hospitals/index.ts';
import {
  closeDueOrders,
  createPaymentOrder,
  getPaymentOrder,
  onPaymentEvent,
  preparePayment,
  queryAndSync,
} from '../payments/index.ts';
import { emitWebhook } from '../webhooks/index.ts';
import {
  claimDueDeposits,
  depositsOfNotice,
  findOwnDeposit,
  insertDeposit,
  markDepositExpired,
  markDepositPaid,
  noticeWithPaid,
  setDepositPaymentOrder,
  type AdmissionDepositRow,
} from './repository.ts';
import { admissionForHis, assertOpen, ownNotice } from './service.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;
type PayDeps = Pick<ServerDeps, 'db' | 'clock' | 'payments' | 'log'>;

function present(row: AdmissionDepositRow): AdmissionDeposit {
  return {
    id: row.id,
    noticeId: row.noticeId,
    amountFen: row.amountFen,
    status: row.status,
    expiresAt: row.status === 'pending_payment' ? row.expiresAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** The deposits of one of the account's notices, newest first. */
export async function prepayInList(
  deps: Deps,
  userId: number,
  noticeId: number,
): Promise<AdmissionDeposit[]> {
  await ownNotice(deps.db, userId, noticeId);
  return (await depositsOfNotice(deps.db, noticeId)).map(present);
}

/**
 * Starts a deposit of the chosen amount on an open notice whose details are filled in; the
 * deposit and its payment order commit together and wait as long as a registration does.
 */
export async function createAdmissionDeposit(
  deps: Deps,
  userId: number,
  input: AdmissionPrepay,
): Promise<AdmissionDeposit> {
  const now = deps.clock.now();
  const settings = await hospitalSettings(deps);
  const expiresAt = new Date(now.getTime() + settings.paymentTimeoutMinutes * 60_000);
  const deposit = await deps.db.transaction(async (tx) => {
    const { notice } = await ownNotice(tx, userId, input.id, true);
    assertOpen(notice);
    if (!notice.detailsSavedAt) throw conflict('请先填写入院登记信息', 'DETAILS_REQUIRED');
    const row = await insertDeposit(tx, {
      noticeId: notice.id,
      userId,
      amountFen: input.amountFen,
      expiresAt,
      createdAt: now,
    });
    const payment = await createPaymentOrder(
      tx,
      {
        userId,
        subjectType: 'admission_deposit',
        subjectId: row.id,
        amountFen: row.amountFen,
        description: `住院预交金 ${notice.ward} ${notice.patientName}`,
        // The ward's name is the HIS's words, with no catalogue entry to translate it.
        descriptionTemplate: null,
        expiresAt,
      },
      now,
    );
    await setDepositPaymentOrder(tx, row.id, payment.id);
    return row;
  });
  return present(deposit);
}

async function ownDeposit(deps: Deps, userId: number, id: number) {
  const row = await findOwnDeposit(deps.db, userId, id);
  if (!row) throw notFound('预交金记录不存在');
  return row;
}

/** The deposit as the payment page shows it; a pending one first asks the provider in case a notify is late. */
export async function showAdmissionDeposit(
  deps: PayDeps,
  userId: number,
  id: number,
): Promise<AdmissionDeposit> {
  const row = await ownDeposit(deps, userId, id);
  if (row.status !== 'pending_payment' || row.paymentOrderId === null) return present(row);
  const payment = await queryAndSync(deps, row.paymentOrderId);
  return present(payment?.status === 'paid' ? await ownDeposit(deps, userId, id) : row);
}

/** Client parameters to pay an unpaid deposit the way `host` pays. */
export async function admissionDepositPayParams(
  deps: PayDeps,
  userId: number,
  id: number,
  host: ServerSource,
): Promise<ClientPayParams> {
  const row = await ownDeposit(deps, userId, id);
  if (row.status !== 'pending_payment' || row.expiresAt <= deps.clock.now())
    throw conflict(
      row.status === 'paid' ? '该笔预交金已支付' : '该笔预交金已失效，请重新发起',
      'NOT_PAYABLE',
    );
  const payment =
    row.paymentOrderId === null ? undefined : await getPaymentOrder(deps.db, row.paymentOrderId);
  if (!payment) throw conflict('该笔预交金无需支付', 'NOT_PAYABLE');
  return preparePayment(deps, payment, {
    host,
    userId,
    returnUrl: `/pay/beHospitalizedPay?id=${row.noticeId}&depositId=${row.id}`,
  });
}

/** A deposit follows its payment; the admission window hears of each one paid, once. */
export function followAdmissionDeposits(): void {
  onPaymentEvent('admission_deposit', {
    async paid(tx, payment, now) {
      const paidAt = payment.paidAt ?? now;
      const paid = await markDepositPaid(tx, payment.subjectId, paidAt);
      if (!paid) return;
      const record = await noticeWithPaid(tx, paid.noticeId);
      if (!record) return;
      await emitWebhook(tx, 'admission.deposit.paid', {
        ...admissionForHis(record.notice, record.paidFen, paidAt),
        deposit: {
          depositId: payment.subjectId,
          outTradeNo: payment.outTradeNo,
          amountFen: payment.amountFen,
        },
      });
    },
  });
}

const BATCH = 100;

/** Unpaid deposits past their deadline expire with their payment orders. Returns how many. */
export const expireAdmissionDeposits = (deps: Deps, now: Date): Promise<number> =>
  closeDueOrders(deps.db, (tx) => claimDueDeposits(tx, now, BATCH), markDepositExpired);
