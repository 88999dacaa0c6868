import {
  isMedicine,
  type ClientPayParams,
  type OutpatientBill,
  type OutpatientPayDetail,
  type OutpatientPayment,
  type OutpatientVisit,
  type SaveOutpatientPayment,
  type ServerSource,
} from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { cardBelongsTo, findPatient, findPatientByCode } from '../patients/index.ts';
import { closeOrder, findPaymentRecord, preparePayment, queryAndSync } from '../payments/index.ts';
import { createOutpatientPayment } from './save-service.ts';
import {
  billsOfPayment,
  findPayment,
  listUnpaidBills,
  type PaymentWithOrder,
} from './repository.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;
type PayDeps = Pick<ServerDeps, 'db' | 'clock' | 'payments' | 'log'>;

/** The places the bills send the patient to, once each, medicine windows first. */
function nextSteps(bills: OutpatientBill[]): OutpatientPayment['nextSteps'] {
  const steps = new Map<string, OutpatientPayment['nextSteps'][number]>();
  for (const item of bills.flatMap((bill) => bill.items)) {
    if (item.refunded) continue;
    const key = [item.execDepartment, item.building, item.floor, item.place].join('|');
    const medicine = isMedicine(item.category);
    if (!steps.has(key))
      steps.set(key, {
        execDepartment: item.execDepartment,
        building: item.building,
        floor: item.floor,
        place: item.place,
        medicine,
      });
  }
  return [...steps.values()].sort((a, b) => Number(b.medicine) - Number(a.medicine));
}

export async function present(
  deps: Deps,
  { payment, order }: PaymentWithOrder,
): Promise<OutpatientPayment> {
  const bills = await billsOfPayment(deps.db, payment.id);
  const patient = await findPatientByCode(deps.db, payment.userId, payment.cardNo);
  return {
    id: payment.id,
    patientCode: payment.cardNo,
    paymentOrderId: order.id,
    patientId: patient?.id ?? null,
    amountFen: payment.amountFen,
    status: order.status,
    channel: order.channel,
    expiresAt: order.expiresAt.toISOString(),
    createdAt: payment.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    creditedAt: payment.creditedAt?.toISOString() ?? null,
    bills,
    nextSteps: nextSteps(bills),
  };
}

export async function ownPayment(
  deps: Deps,
  userId: number,
  id: number,
): Promise<PaymentWithOrder> {
  const row = await findPayment(deps.db, id, userId);
  if (!row) throw notFound('缴费记录不存在');
  return row;
}

/**
 * The card of one of the account's patients, when the HIS confirms it for the patient's ID
 * number (bills follow the card the hospital knows, as reports do).
 */
export async function confirmedCard(
  deps: Deps,
  userId: number,
  patientCode: string,
): Promise<string> {
  const patient = await findPatientByCode(deps.db, userId, patientCode);
  if (!patient?.idNumber || !(await cardBelongsTo(deps, patient.patientCode, patient.idNumber)))
    throw notFound('就诊人不存在或未在医院建档');
  return patient.patientCode;
}

/** A patient's unpaid bills, one group per visit, newest visit first. */
export async function billList(
  deps: Deps,
  userId: number,
  patientCode: string,
): Promise<OutpatientVisit[]> {
  const cardNo = await confirmedCard(deps, userId, patientCode);
  const visits = new Map<string, OutpatientVisit>();
  for (const bill of await listUnpaidBills(deps.db, cardNo)) {
    const visit = visits.get(bill.visitNo) ?? {
      visitNo: bill.visitNo,
      visitDate: bill.visitDate,
      department: bill.department,
      doctor: bill.doctor,
      bills: [],
    };
    visit.bills.push(bill);
    visits.set(bill.visitNo, visit);
  }
  return [...visits.values()];
}

/** The chosen bills of one of the account's patients as one payment. */
export async function saveOutpatientPayment(
  deps: Deps,
  userId: number,
  input: SaveOutpatientPayment,
): Promise<OutpatientPayment> {
  const patient = await findPatient(deps.db, userId, input.patientId);
  if (!patient) throw notFound('就诊人不存在');
  const cardNo = await confirmedCard(deps, userId, patient.patientCode);
  const id = await createOutpatientPayment(deps, { userId, cardNo, billIds: input.billIds });
  return present(deps, await ownPayment(deps, userId, id));
}

export async function showOutpatientPayment(
  deps: Deps,
  userId: number,
  id: number,
): Promise<OutpatientPayment> {
  return present(deps, await ownPayment(deps, userId, id));
}

/** The payment after paying: a pending one first asks the provider in case a notify is late. */
export async function checkOutpatientPayment(
  deps: PayDeps,
  userId: number,
  id: number,
): Promise<OutpatientPayment> {
  const row = await ownPayment(deps, userId, id);
  if (row.order.status !== 'pending') return present(deps, row);
  await queryAndSync(deps, row.order.id);
  return present(deps, await ownPayment(deps, userId, id));
}

/**
 * Refuses a payment that can no longer be paid or put on credit: paid, closed with its
 * changed bills, or past its deadline (closed on the way).
 */
export async function assertPending(deps: Deps, order: PaymentWithOrder['order']): Promise<void> {
  if (order.status === 'paid') throw conflict('该账单已缴费', 'NOT_PAYABLE');
  if (order.status !== 'pending') throw conflict('账单已变更，请刷新后重新选择', 'BILL_CHANGED');
  if (order.expiresAt <= deps.clock.now()) {
    await deps.db.transaction((tx) => closeOrder(tx, order.id));
    throw conflict('缴费已超时，请重新选择账单', 'NOT_PAYABLE');
  }
}

/**
 * Client parameters to pay a pending payment the way the signed-in host pays. A payment
 * whose bills changed (paid at the window, voided) was closed with them and refuses.
 */
export async function outpatientPayParams(
  deps: PayDeps,
  userId: number,
  id: number,
  host: ServerSource,
): Promise<ClientPayParams> {
  const { payment, order } = await ownPayment(deps, userId, id);
  await assertPending(deps, order);
  return preparePayment(deps, order, {
    host,
    userId,
    returnUrl: `/outpatientPay/payDetails?id=${payment.id}`,
  });
}

/** One payment record of the account; an outpatient one with the bills it paid and where to go. */
export async function paymentRecordDetail(
  deps: Deps,
  userId: number,
  id: number,
): Promise<OutpatientPayDetail> {
  const record = await findPaymentRecord(deps.db, userId, id);
  if (!record) throw notFound('支付记录不存在');
  const bills =
    record.subjectType === 'outpatient' ? await billsOfPayment(deps.db, record.subjectId) : [];
  return { ...record, bills, nextSteps: nextSteps(bills) };
}
