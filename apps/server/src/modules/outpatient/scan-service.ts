import type { OutpatientPayment, ScanPay, ScannedBill } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { AttemptRule } from '../../stores/index.ts';
import { findCard } from '../patients/index.ts';
import { findBillByNo } from './repository.ts';
import { createOutpatientPayment } from './save-service.ts';
import { showOutpatientPayment } from './service.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'attempts'>;

/**
 * Guesses at whose a bill is. Per bill: a printed bill number is no key to its holder's
 * identity, however many accounts try; per account: one account cannot sweep many bills.
 */
export const scanPayRules = {
  perBill: { name: 'scan-pay:bill', limit: 5, windowSeconds: 15 * 60 },
  perUser: { name: 'scan-pay:user', limit: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, AttemptRule>;

/** What the scan page shows before the patient proves who they are: no name, no lines. */
export async function scannedBill(
  deps: Pick<ServerDeps, 'db'>,
  billNo: string,
): Promise<ScannedBill> {
  const bill = await findBillByNo(deps.db, billNo);
  if (!bill) throw notFound('账单不存在，请核对账单上的二维码');
  return {
    billNo: bill.hisId,
    visitDate: bill.visitDate,
    department: bill.department,
    totalFen: bill.totalFen,
    status: bill.status,
  };
}

const tooMany = () => new HttpError(429, '核对次数过多，请15分钟后再试', 'RATE_LIMITED');

/**
 * The bill a paper bill's QR code names, paid by whoever proves the name and the ID
 * number's last four characters the HIS registered the card with: a relative paying for a
 * patient need not have added them. Each try is counted before it is compared.
 */
export async function scanPay(
  deps: Deps,
  userId: number,
  input: ScanPay,
): Promise<OutpatientPayment> {
  const withinBill = await deps.attempts.allow(scanPayRules.perBill, input.billNo);
  const withinUser = await deps.attempts.allow(scanPayRules.perUser, String(userId));
  if (!withinBill || !withinUser) throw tooMany();
  const bill = await findBillByNo(deps.db, input.billNo);
  const card = bill && (await findCard(deps.db, bill.cardNo));
  const matches =
    card !== null &&
    card.name === input.name &&
    card.idNumber.slice(-4) === input.idTail.toUpperCase();
  if (!bill || !matches)
    throw new HttpError(403, '姓名或证件号后四位与账单不符', 'IDENTITY_MISMATCH');
  await deps.attempts.clear(scanPayRules.perBill, input.billNo);
  await deps.attempts.takeBack(scanPayRules.perUser, String(userId));
  const id = await createOutpatientPayment(deps, {
    userId,
    cardNo: bill.cardNo,
    billIds: [bill.id],
  });
  return showOutpatientPayment(deps, userId, id);
}
