import { and, eq, inArray, lt, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  appointments,
  departments,
  doctors,
  patients,
  paymentOrders,
  schedules,
} from '../db/schema/index.ts';
import { billDemoVisits, inProcessTransport, type DemoVisit } from '../modules/demo-his/index.ts';
import { giveBackNumbers, hospitalDate, periodEnd } from '../modules/schedules/index.ts';
import { closeOrder } from '../modules/payments/index.ts';
import { announceAppointment } from '../modules/appointments/index.ts';
import type { Job } from './runner.ts';

const BATCH = 100;

/**
 * Turns unpaid appointments past their deadline into `expired`, closes their orders and
 * gives the numbers back (every unpaid appointment has an order: a free one is paid at once). Rows are claimed with SKIP LOCKED, appointment and order
 * together, so instances share the work and never wait on a payment being applied.
 * Returns how many expired.
 */
export async function expireAppointments(app: FastifyInstance, now: Date): Promise<number> {
  return app.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: appointments.id,
        scheduleId: appointments.scheduleId,
        orderId: paymentOrders.id,
      })
      .from(appointments)
      .innerJoin(paymentOrders, eq(paymentOrders.id, appointments.paymentOrderId))
      .where(and(eq(appointments.status, 'pending_payment'), lte(appointments.expiresAt, now)))
      .orderBy(appointments.expiresAt)
      .limit(BATCH)
      .for('update', { of: [appointments, paymentOrders], skipLocked: true });
    const expired: typeof due = [];
    for (const row of due) {
      // A payment that won the race keeps its number: the notify already marked it paid.
      if (await closeOrder(tx, row.orderId)) expired.push(row);
    }
    if (expired.length === 0) return 0;
    await tx
      .update(appointments)
      .set({ status: 'expired' })
      .where(
        inArray(
          appointments.id,
          expired.map((row) => row.id),
        ),
      );
    const freed = new Map<number, number>();
    for (const row of expired) freed.set(row.scheduleId, (freed.get(row.scheduleId) ?? 0) + 1);
    // In id order, so two instances freeing the same half-days cannot deadlock.
    for (const [scheduleId, count] of [...freed].sort(([a], [b]) => a - b))
      await giveBackNumbers({ db: tx }, scheduleId, count);
    for (const row of expired)
      await announceAppointment(tx, 'appointment.cancelled', row.id, now, 'expired');
    return expired.length;
  });
}

/**
 * Demo mode has no hospital system to record visits: a paid appointment counts as seen once
 * its half-day's clinic has closed, so patients can rate their doctors, and the demo HIS
 * bills each visit newly seen. Returns how many.
 */
export async function markDemoVisits(app: FastifyInstance, now: Date): Promise<number> {
  if (!app.config.demo) return 0;
  const today = hospitalDate(now);
  const closedToday = (['morning', 'afternoon'] as const).filter(
    (period) => periodEnd(today, period) <= now,
  );
  const ended = app.db
    .select({ id: schedules.id })
    .from(schedules)
    .where(
      or(
        lt(schedules.date, today),
        and(eq(schedules.date, today), inArray(schedules.period, closedToday)),
      ),
    );
  const visited = await app.db
    .update(appointments)
    .set({ status: 'visited', visitedAt: now })
    .where(and(eq(appointments.status, 'paid'), inArray(appointments.scheduleId, ended)))
    .returning({ id: appointments.id });
  if (visited.length > 0)
    await billDemoVisits(
      { config: app.config, log: app.log, transport: inProcessTransport(app) },
      await visitsOf(
        app,
        visited.map((row) => row.id),
      ),
    );
  return visited.length;
}

/** The visits as the demo hospital's system knows them: card, day, department and doctor. */
function visitsOf(app: FastifyInstance, ids: number[]): Promise<DemoVisit[]> {
  return app.db
    .select({
      orderNum: appointments.orderNum,
      cardNo: patients.patientCode,
      date: schedules.date,
      department: departments.name,
      doctor: doctors.name,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(schedules, eq(schedules.id, appointments.scheduleId))
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(inArray(appointments.id, ids))
    .orderBy(appointments.id);
}

export const demoVisits: Job = {
  name: 'demo-visits',
  everyMs: 60_000,
  async run(app, now) {
    await markDemoVisits(app, now);
  },
};

export const appointmentExpiry: Job = {
  name: 'appointment-expiry',
  everyMs: 15_000,
  async run(app, now) {
    await expireAppointments(app, now);
  },
};
