import type { ClientPayParams, InsuranceChannel } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/http-error.ts';
import { InvalidCodeError } from '../../providers/types.ts';
import {
  getPaymentOrder,
  preparePayment,
  SplitChangedError,
  type InsuranceClient,
} from '../payments/index.ts';
import {
  findOwnSettlement,
  moveSettlement,
  replaceLiveSettlement,
  settlementOfAuthCode,
  startPaying,
  type SettlementRow,
} from './repository.ts';
import { readSubject, type InsurableSubject } from './subjects.ts';

export type InsuranceDeps = Pick<ServerDeps, 'db' | 'clock' | 'payments' | 'log' | 'caches'>;

/** How long we let a patient pay the split they saw, at most (the insurer may say less). */
const PRESETTLEMENT_TTL_MS = 10 * 60_000;

export function insurer(deps: Pick<ServerDeps, 'payments'>): InsuranceClient {
  const client = deps.payments.medicare;
  if (!client) throw new HttpError(503, '暂不支持医保支付', 'PAY_UNAVAILABLE');
  return client;
}

const expired = () => conflict('医保预结算已过期，请重新获取结算金额', 'PRESETTLE_EXPIRED');

function assertPayable(subject: InsurableSubject, now: Date): void {
  if (subject.notPayable) throw conflict(subject.notPayable, 'NOT_PAYABLE');
  const { order } = subject;
  if (order.status !== 'pending' || order.expiresAt <= now)
    throw conflict(
      order.status === 'pending' || order.status === 'closed'
        ? '订单已超时关闭，请重新下单'
        : '订单已支付',
      'NOT_PAYABLE',
    );
}

interface Answer {
  channel: InsuranceChannel;
  authCode: string | null;
  payAuthNo: string;
  acctUsed: boolean;
}

/**
 * Asks the insurer to split the subject's lines (our amounts) and keeps its answer as the
 * one live pre-settlement of the order: the split the patient sees is the split charged.
 */
async function presettle(
  deps: InsuranceDeps,
  subject: InsurableSubject,
  userId: number,
  answer: Answer,
): Promise<SettlementRow> {
  let pre;
  try {
    pre = await insurer(deps).preSettle({
      payAuthNo: answer.payAuthNo,
      acctUsed: answer.acctUsed,
      orgOrderNo: subject.order.outTradeNo,
      items: subject.items,
    });
  } catch (error) {
    // The payAuthNo lapsed at the insurer: the patient authorises again.
    if (error instanceof InvalidCodeError) throw expired();
    throw error;
  }
  if (pre.split.totalFen !== subject.order.amountFen)
    throw conflict('医保结算金额与账单不符，请稍后再试', 'SPLIT_MISMATCH');
  const now = deps.clock.now();
  const expiresAt = new Date(
    Math.min(
      pre.expiresAt.getTime(),
      now.getTime() + PRESETTLEMENT_TTL_MS,
      subject.order.expiresAt.getTime(),
    ),
  );
  return deps.db.transaction((tx) =>
    replaceLiveSettlement(tx, {
      orderId: subject.order.id,
      userId,
      patientId: subject.patientId,
      status: 'presettled',
      ...answer,
      payOrdId: pre.payOrdId,
      ...pre.split,
      expiresAt,
      createdAt: now,
    }),
  );
}

/** authCode from the e-certificate -> payAuthNo -> the split, for one subject. */
export async function preSettleSubject(
  deps: InsuranceDeps,
  subject: InsurableSubject,
  userId: number,
  request: { channel: InsuranceChannel; authCode: string; acctUsed: boolean; reload: boolean },
): Promise<SettlementRow> {
  const now = deps.clock.now();
  assertPayable(subject, now);
  if (request.reload) {
    // The authCode is one-time: a reloaded page gets the answer it already had.
    const live = await settlementOfAuthCode(deps.db, subject.order.id, request.authCode);
    if (live && live.expiresAt > now && live.channel === request.channel) return live;
  }
  let payAuthNo: string;
  try {
    payAuthNo = await insurer(deps).payAuthNo(request.authCode);
  } catch (error) {
    if (error instanceof InvalidCodeError)
      throw badRequest('医保授权已失效，请重新授权', 'authCode');
    throw error;
  }
  return presettle(deps, subject, userId, { ...request, payAuthNo });
}

/** A settlement of this account and the subject it pays; 404 for another account's. */
export async function ownSettlement(deps: InsuranceDeps, userId: number, id: number) {
  const settlement = await findOwnSettlement(deps.db, userId, id);
  const order = settlement && (await getPaymentOrder(deps.db, settlement.orderId));
  if (!settlement || !order) throw notFound('医保结算不存在');
  return { settlement, order };
}

/** The patient turned the personal account on or off: the insurer splits again. */
export async function changeAcctUsed(
  deps: InsuranceDeps,
  userId: number,
  settlementId: number,
  acctUsed: boolean,
): Promise<SettlementRow> {
  const { settlement, order } = await ownSettlement(deps, userId, settlementId);
  const subject = await readSubject(deps, order.subjectType, userId, order.subjectId);
  const now = deps.clock.now();
  assertPayable(subject, now);
  if (settlement.status !== 'presettled')
    throw conflict('该结算已失效，请确认最新的结算金额', 'SETTLEMENT_NOT_LIVE');
  if (settlement.expiresAt <= now) {
    await moveSettlement(deps.db, settlement.id, ['presettled'], 'expired');
    throw expired();
  }
  const { channel, authCode, payAuthNo } = settlement;
  return presettle(deps, subject, userId, { channel, authCode, payAuthNo, acctUsed });
}

/**
 * Opens the mixed order for the live pre-settlement the patient confirmed. An expired one
 * is refused (409 PRESETTLE_EXPIRED); when the insurer's answer changed since, the new
 * split is kept and the patient must confirm it (409 SPLIT_CHANGED): nothing is charged
 * that was not shown.
 */
export async function payInsured(
  deps: InsuranceDeps,
  subject: InsurableSubject,
  userId: number,
  settlementId: number,
  channel: InsuranceChannel,
): Promise<ClientPayParams> {
  const now = deps.clock.now();
  assertPayable(subject, now);
  const settlement = await findOwnSettlement(deps.db, userId, settlementId);
  if (!settlement || settlement.orderId !== subject.order.id || settlement.channel !== channel)
    throw notFound('医保结算不存在');
  if (settlement.status !== 'presettled')
    throw conflict('该结算已失效，请确认最新的结算金额', 'SETTLEMENT_NOT_LIVE');
  if (settlement.expiresAt <= now) {
    await moveSettlement(deps.db, settlement.id, ['presettled'], 'expired');
    throw expired();
  }
  let params: ClientPayParams;
  try {
    params = await preparePayment(deps, subject.order, {
      host: 'WXGZH',
      userId,
      returnUrl: subject.returnUrl,
      insurance: {
        channel,
        cashier: {
          payAuthNo: settlement.payAuthNo,
          payOrdId: settlement.payOrdId,
          orderType: subject.orderType,
          fundFen: settlement.fundFen,
          psnAcctFen: settlement.psnAcctFen,
          cashFen: settlement.cashFen,
        },
      },
    });
  } catch (error) {
    if (!(error instanceof SplitChangedError)) throw error;
    const { authCode, payAuthNo, acctUsed } = settlement;
    await presettle(deps, subject, userId, { channel, authCode, payAuthNo, acctUsed });
    throw conflict('医保结算金额有变化，请确认新的金额后再支付', 'SPLIT_CHANGED');
  }
  await deps.db.transaction((tx) => startPaying(tx, settlement));
  return params;
}
