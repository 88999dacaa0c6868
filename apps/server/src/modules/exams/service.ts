import type { ExamDetail, ExamPeriod, ExamSummary } from '@hospital/contract';
import type { WebhookEventType } from '@hospital/contract/his';
import type { Database } from '../../db/client.ts';
import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { addDays, hospitalDate } from '../schedules/index.ts';
import { emitWebhook } from '../webhooks/index.ts';
import type { ExamPeriodRow } from './his-repository.ts';
import {
  examOfUser,
  examsByIds,
  examsOfUser,
  findPeriod,
  giveSeat,
  groupOf,
  movePeriod,
  periodsOfRoom,
  takeSeat,
  type ExamRow,
} from './repository.ts';
import {
  compatible,
  EXAM_DAYS,
  fitGroup,
  periodStarted,
  suits,
  toDetail,
  toPeriod,
  toSummary,
} from './rules.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

const FULL = () => conflict('所选时段已约满，请选择其他时段', 'PERIOD_FULL');
const STALE = () => conflict('检查预约状态已变化，请刷新后重试', 'STALE');

async function ownExam(deps: Deps, userId: number, orderId: number): Promise<ExamRow> {
  const row = await examOfUser(deps.db, userId, orderId);
  if (!row) throw notFound('未找到该检查');
  return row;
}

/** The exam's group, itself included; alone when it has none. */
const groupRows = (deps: Deps, userId: number, row: ExamRow): Promise<ExamRow[]> =>
  row.order.groupKey === null
    ? Promise.resolve([row])
    : groupOf(deps.db, userId, row.order.cardNo, row.order.groupKey);

async function detailOf(deps: Deps, userId: number, orderId: number): Promise<ExamDetail> {
  const row = await ownExam(deps, userId, orderId);
  return toDetail(row, await groupRows(deps, userId, row), deps.clock.now());
}

/** The periods the group's other exams hold: a grouped exam's period must fit beside them. */
const bookedSiblings = (group: ExamRow[], row: ExamRow): ExamPeriodRow[] =>
  group.flatMap((other) => (other.order.id !== row.order.id && other.period ? [other.period] : []));

const roomPeriods = (deps: Deps, row: ExamRow): Promise<ExamPeriodRow[]> => {
  const today = hospitalDate(deps.clock.now());
  return periodsOfRoom(deps.db, row.order.roomId, today, addDays(today, EXAM_DAYS - 1));
};

export async function examList(
  deps: Deps,
  userId: number,
  orderId: number | undefined,
): Promise<{ exams: ExamSummary[]; detail: ExamDetail | null }> {
  const exams = (await examsOfUser(deps.db, userId)).map(toSummary);
  return { exams, detail: orderId === undefined ? null : await detailOf(deps, userId, orderId) };
}

export async function examPeriods(
  deps: Deps,
  userId: number,
  orderId: number,
): Promise<{ exam: ExamDetail; periods: ExamPeriod[] }> {
  const row = await ownExam(deps, userId, orderId);
  const now = deps.clock.now();
  const group = await groupRows(deps, userId, row);
  const fixed = bookedSiblings(group, row);
  const periods = (await roomPeriods(deps, row))
    .filter((period) => !row.order.fasting || period.morning)
    .map((period) =>
      toPeriod(
        period,
        suits(row.order, period, now) &&
          period.id !== row.order.periodId &&
          fixed.every((slot) => compatible(slot, period)),
      ),
    );
  return { exam: toDetail(row, group, now), periods };
}

interface Move {
  row: ExamRow;
  to: ExamPeriodRow | null;
}

/**
 * Every seat taken and given back, each exam moved, and the HIS told, in one transaction:
 * all of it or none. Seats are locked in period order, so two bookings sharing periods
 * never wait on each other in a circle.
 */
async function applyMoves(deps: Deps, moves: Move[], type: WebhookEventType): Promise<void> {
  const now = deps.clock.now();
  const seats = moves
    .flatMap(({ row, to }) => [
      ...(to ? [{ id: to.id, take: true }] : []),
      ...(row.period ? [{ id: row.period.id, take: false }] : []),
    ])
    .sort((a, b) => a.id - b.id);
  await deps.db.transaction(async (tx: Database) => {
    for (const seat of seats) {
      if (!seat.take) await giveSeat(tx, seat.id);
      else if (!(await takeSeat(tx, seat.id))) throw FULL();
    }
    for (const { row, to } of moves) {
      if (!(await movePeriod(tx, row.order.id, row.order.periodId, to?.id ?? null, now)))
        throw STALE();
      await emitWebhook(tx, type as 'exam.reserved', {
        orderHisId: row.order.hisId,
        patientCode: row.order.cardNo,
        roomHisId: row.room.hisId,
        periodHisId: to?.hisId ?? null,
        previousPeriodHisId: row.period?.hisId ?? null,
        date: to?.date ?? null,
        startTime: to?.startTime ?? null,
        endTime: to?.endTime ?? null,
        at: now.toISOString(),
      });
    }
  });
}

async function chosenPeriod(deps: Deps, row: ExamRow, periodId: number): Promise<ExamPeriodRow> {
  const period = await findPeriod(deps.db, periodId);
  if (!period || period.roomId !== row.order.roomId) throw notFound('该检查室没有这个时段');
  if (periodStarted(period, deps.clock.now()))
    throw conflict('该时段已开始，请选择其他时段', 'PERIOD_STARTED');
  if (row.order.fasting && !period.morning)
    throw conflict('该检查须空腹，只能预约上午时段', 'FASTING_MORNING_ONLY');
  if (period.remaining <= 0) throw FULL();
  return period;
}

function mustFitGroup(group: ExamRow[], row: ExamRow, period: ExamPeriodRow): void {
  if (!bookedSiblings(group, row).every((slot) => compatible(slot, period)))
    throw conflict('同组检查须在同一天、时间不重叠，请选择其他时段', 'GROUP_INCOMPATIBLE');
}

export async function reserve(
  deps: Deps,
  userId: number,
  body: { orderId: number; periodId: number },
): Promise<ExamDetail> {
  const row = await ownExam(deps, userId, body.orderId);
  if (row.period) throw conflict('该检查已预约，如需更换请改约', 'ALREADY_BOOKED');
  const group = await groupRows(deps, userId, row);
  if (group.some((other) => other.order.id !== row.order.id && !other.period))
    throw conflict('该检查须与同组检查一起预约', 'GROUP_REQUIRED');
  const period = await chosenPeriod(deps, row, body.periodId);
  mustFitGroup(group, row, period);
  await applyMoves(deps, [{ row, to: period }], 'exam.reserved');
  return detailOf(deps, userId, row.order.id);
}

export async function changeReservation(
  deps: Deps,
  userId: number,
  body: { orderId: number; periodId: number },
): Promise<ExamDetail> {
  const row = await ownExam(deps, userId, body.orderId);
  if (!row.period) throw conflict('该检查尚未预约', 'NOT_BOOKED');
  if (periodStarted(row.period, deps.clock.now()))
    throw conflict('检查时段已开始，不能改约', 'PERIOD_STARTED');
  if (row.period.id === body.periodId) throw conflict('请选择另一个时段', 'SAME_PERIOD');
  const period = await chosenPeriod(deps, row, body.periodId);
  mustFitGroup(await groupRows(deps, userId, row), row, period);
  await applyMoves(deps, [{ row, to: period }], 'exam.rescheduled');
  return detailOf(deps, userId, row.order.id);
}

/** Gives back the exam's period, and those of its group: grouped exams go together or not at all. */
export async function cancelReservation(
  deps: Deps,
  userId: number,
  orderId: number,
): Promise<ExamDetail> {
  const row = await ownExam(deps, userId, orderId);
  if (!row.period) throw conflict('该检查尚未预约', 'NOT_BOOKED');
  const booked = (await groupRows(deps, userId, row)).filter((other) => other.period);
  if (booked.some((other) => periodStarted(other.period!, deps.clock.now())))
    throw conflict('检查时段已开始，不能取消', 'PERIOD_STARTED');
  await applyMoves(
    deps,
    booked.map((other) => ({ row: other, to: null })),
    'exam.cancelled',
  );
  return detailOf(deps, userId, row.order.id);
}

/** The pending exams into the earliest periods that fit them and the group's booked ones. */
async function bookEarliest(deps: Deps, pending: ExamRow[], fixed: ExamPeriodRow[]): Promise<void> {
  const now = deps.clock.now();
  const candidates = await Promise.all(
    pending.map(async (row) =>
      (await roomPeriods(deps, row)).filter(
        (period) => period.remaining > 0 && suits(row.order, period, now),
      ),
    ),
  );
  const choice = fitGroup(candidates, fixed);
  if (!choice) throw conflict('暂无可同时预约的时段，请稍后再试或联系检查科室', 'NO_PERIOD');
  await applyMoves(
    deps,
    pending.map((row, index) => ({ row, to: choice[index]! })),
    'exam.reserved',
  );
}

export async function reserveNow(deps: Deps, userId: number, orderId: number): Promise<ExamDetail> {
  const row = await ownExam(deps, userId, orderId);
  if (row.period) throw conflict('该检查已预约，如需更换请改约', 'ALREADY_BOOKED');
  const group = await groupRows(deps, userId, row);
  const pending = group.filter((other) => !other.period);
  await bookEarliest(
    deps,
    pending,
    group.flatMap((other) => (other.period ? [other.period] : [])),
  );
  return detailOf(deps, userId, row.order.id);
}

/**
 * The pending exams of one group, named all of them, into compatible periods at once. Any
 * exam of the group left out, or one that cannot be placed, books none.
 */
export async function reserveGroup(
  deps: Deps,
  userId: number,
  orderIds: number[],
): Promise<{ exams: ExamDetail[] }> {
  const ids = [...new Set(orderIds)];
  const rows = await examsByIds(deps.db, userId, ids);
  if (rows.length !== ids.length) throw notFound('未找到该检查');
  const [first] = rows;
  const key = first!.order.groupKey;
  if (
    key === null ||
    rows.some((row) => row.order.groupKey !== key || row.order.cardNo !== first!.order.cardNo)
  )
    throw conflict('所选检查不属于同一组', 'NOT_A_GROUP');
  if (rows.some((row) => row.period)) throw conflict('所选检查中有已预约的检查', 'ALREADY_BOOKED');
  const group = await groupRows(deps, userId, first!);
  if (group.some((row) => !row.period && !ids.includes(row.order.id)))
    throw conflict('同组检查须全部一起预约', 'GROUP_REQUIRED');
  await bookEarliest(
    deps,
    rows,
    group.flatMap((row) => (row.period ? [row.period] : [])),
  );
  return { exams: await Promise.all(ids.map((id) => detailOf(deps, userId, id))) };
}
