import {
  DISCHARGE_STEPS,
  type BindStay,
  type DischargeProgress,
  type InpatientCostDetail,
  type InpatientDayBill,
  type InpatientDayTotal,
  type InpatientDeposit,
  type InpatientStay,
} from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { AttemptRule } from '../../stores/index.ts';
import { findPatient } from '../patients/index.ts';
import { hospitalDate } from '../schedules/index.ts';
import {
  bindStay,
  categoryTotals,
  costLinesOfDay,
  dayTotals,
  depositsWithOrders,
  dischargeStepsOf,
  findStayByNo,
  findVisibleStay,
  listVisibleStays,
  listVisibleStaysOfCard,
  type DepositWithOrder,
  type StayWithMoney,
} from './repository.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

const DAY_MS = 24 * 3600_000;

/** Calendar days in hospital, the admission day counting as the first. */
function daysIn(admittedAt: Date, until: Date): number {
  const from = Date.parse(hospitalDate(admittedAt));
  const to = Date.parse(hospitalDate(until));
  return Math.max(1, Math.round((to - from) / DAY_MS) + 1);
}

export function presentStay(row: StayWithMoney, now: Date): InpatientStay {
  const { stay } = row;
  const balanceFen = row.depositFen - row.costFen;
  return {
    id: stay.id,
    inpatientNo: stay.inpatientNo,
    patientName: stay.patientName,
    department: stay.department,
    ward: stay.ward,
    bed: stay.bed,
    doctor: stay.doctor,
    admittedAt: stay.admittedAt.toISOString(),
    dischargedAt: stay.dischargedAt?.toISOString() ?? null,
    status: stay.status,
    days: daysIn(stay.admittedAt, stay.dischargedAt ?? now),
    depositFen: row.depositFen,
    costFen: row.costFen,
    balanceFen,
    requiredDepositFen: stay.requiredDepositFen,
    lowBalanceFen: stay.lowBalanceFen,
    lowBalance: stay.status !== 'settled' && balanceFen < stay.lowBalanceFen,
    bound: row.bound,
  };
}

/** The stay when the account follows it; 404 alike for a missing stay and another's. */
export async function visibleStay(deps: Deps, userId: number, stayId: number) {
  const row = await findVisibleStay(deps.db, userId, stayId);
  if (!row) throw notFound('住院记录不存在');
  return row;
}

export async function stayList(deps: Deps, userId: number): Promise<InpatientStay[]> {
  const now = deps.clock.now();
  return (await listVisibleStays(deps.db, userId)).map((row) => presentStay(row, now));
}

export async function stayDetail(deps: Deps, userId: number, id: number): Promise<InpatientStay> {
  return presentStay(await visibleStay(deps, userId, id), deps.clock.now());
}

export async function staysOfPatient(
  deps: Deps,
  userId: number,
  patientId: number,
): Promise<InpatientStay[]> {
  const patient = await findPatient(deps.db, userId, patientId);
  if (!patient) throw notFound('就诊人不存在');
  const now = deps.clock.now();
  const rows = await listVisibleStaysOfCard(deps.db, userId, patient.patientCode);
  return rows.map((row) => presentStay(row, now));
}

export async function stayDays(
  deps: Deps,
  userId: number,
  id: number,
): Promise<InpatientDayTotal[]> {
  await visibleStay(deps, userId, id);
  return dayTotals(deps.db, id);
}

export async function stayDayBill(
  deps: Deps,
  userId: number,
  id: number,
  day: string,
): Promise<InpatientDayBill> {
  await visibleStay(deps, userId, id);
  const categories = new Map<string, InpatientDayBill['categories'][number]>();
  for (const line of await costLinesOfDay(deps.db, id, day)) {
    const category = categories.get(line.category) ?? {
      category: line.category,
      amountFen: 0,
      items: [],
    };
    category.amountFen += line.amountFen;
    category.items.push(line);
    categories.set(line.category, category);
  }
  const list = [...categories.values()].sort((a, b) => b.amountFen - a.amountFen);
  return { day, amountFen: list.reduce((total, c) => total + c.amountFen, 0), categories: list };
}

export async function stayCostDetail(
  deps: Deps,
  userId: number,
  id: number,
): Promise<InpatientCostDetail> {
  await visibleStay(deps, userId, id);
  const categories = await categoryTotals(deps.db, id);
  return { amountFen: categories.reduce((t, c) => t + c.amountFen, 0), categories };
}

export function presentDeposit({ deposit, order }: DepositWithOrder): InpatientDeposit {
  return {
    id: deposit.id,
    source: deposit.source,
    amountFen: deposit.amountFen,
    refundedFen: deposit.refundedFen,
    status: deposit.status,
    windowChannel: deposit.windowChannel,
    channel: order?.channel ?? null,
    outTradeNo: order?.outTradeNo ?? null,
    createdAt: deposit.createdAt.toISOString(),
    paidAt: deposit.paidAt?.toISOString() ?? null,
  };
}

export async function stayDeposits(
  deps: Deps,
  userId: number,
  id: number,
): Promise<InpatientDeposit[]> {
  await visibleStay(deps, userId, id);
  return (await depositsWithOrders(deps.db, id, true)).map(presentDeposit);
}

export async function dischargeProgress(
  deps: Deps,
  userId: number,
  id: number,
): Promise<DischargeProgress> {
  const { stay } = await visibleStay(deps, userId, id);
  const reported = new Map((await dischargeStepsOf(deps.db, id)).map((s) => [s.step, s]));
  // A step the HIS has not reported yet is simply not done.
  const steps = DISCHARGE_STEPS.map((step) => {
    const row = reported.get(step);
    return { step, done: row?.done ?? false, doneAt: row?.doneAt?.toISOString() ?? null };
  });
  return { status: stay.status, steps, ready: steps.every((s) => s.done) };
}

/** Ten tries at an inpatient number and name per account in an hour. */
const BIND_GUESSES: AttemptRule = { name: 'inpatient:bind', limit: 10, windowSeconds: 3600 };

/**
 * Follows a stay by its inpatient number and the patient's name as the HIS has them. The
 * try is counted before anything is compared, so a burst of guesses gets no more looks.
 */
export async function bindStayByNo(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'attempts'>,
  userId: number,
  input: BindStay,
): Promise<InpatientStay> {
  if (!(await deps.attempts.allow(BIND_GUESSES, String(userId))))
    throw new HttpError(429, '尝试次数过多，请1小时后再试', 'RATE_LIMITED');
  const stay = await findStayByNo(deps.db, input.inpatientNo);
  // One answer for a wrong number and a wrong name, so neither is confirmed alone.
  if (!stay || stay.patientName !== input.patientName || stay.status === 'settled')
    throw notFound('未找到在院记录，请核对住院号和患者姓名');
  await bindStay(deps.db, userId, stay.id);
  return stayDetail(deps, userId, stay.id);
}
