import { csQueueQuery, getQueueQuery, radiationQueueQuery } from '@hospital/contract';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, departments, doctors, schedules } from '../../db/schema/index.ts';
import { route } from '../../http/route.ts';
import { selectAppointments } from '../appointments/repo.ts';
import { hospitalDate } from '../schedules/index.ts';
import { aheadOf, CONSULT_MINUTES, queueStates, waitingIn } from './calling.ts';

/** Imaging departments queue at the radiology desk rather than a consulting room. */
const RADIATION_DEPARTMENTS = ['FSK', 'YXK'];

export async function queueModule(app: FastifyInstance): Promise<void> {
  const { db } = app;

  const myQueue =
    (radiation: boolean) =>
    async ({ query, user }: { query: { appointmentId?: number }; user: { id: number } }) => {
      const now = app.clock.now();
      const records = await selectAppointments(
        db,
        and(
          eq(appointments.userId, user.id),
          eq(appointments.status, 'paid'),
          eq(schedules.date, hospitalDate(now)),
          query.appointmentId === undefined ? undefined : eq(appointments.id, query.appointmentId),
          radiation
            ? inArray(departments.code, RADIATION_DEPARTMENTS)
            : notInArray(departments.code, RADIATION_DEPARTMENTS),
        ),
      );
      const states = await queueStates(
        db,
        records.map(({ appointment, date, period }) => ({
          scheduleId: appointment.scheduleId,
          date,
          period,
        })),
        app.config.demo,
        now,
      );
      return records.map((record) => {
        const state = states.get(record.appointment.scheduleId) ?? { calling: 0, sequences: [] };
        const ahead = aheadOf(state, record.appointment.sequence);
        return {
          appointmentId: record.appointment.id,
          patientName: record.patientName,
          deptName: record.deptName,
          doctorName: record.doctorName,
          location: record.location,
          date: record.date,
          period: record.period,
          sequence: record.appointment.sequence,
          calling: state.calling,
          ahead,
          estimatedWaitMinutes: ahead * CONSULT_MINUTES,
        };
      });
    };
  route(app, csQueueQuery, myQueue(false));
  route(app, radiationQueueQuery, myQueue(true));

  route(app, getQueueQuery, async ({ query }) => {
    const now = app.clock.now();
    const rows = await db
      .select({
        scheduleId: schedules.id,
        date: schedules.date,
        period: schedules.period,
        deptCode: departments.code,
        deptName: departments.name,
        doctorName: doctors.name,
        location: departments.location,
      })
      .from(schedules)
      .innerJoin(doctors, eq(doctors.id, schedules.doctorId))
      .innerJoin(departments, eq(departments.id, doctors.departmentId))
      .where(
        and(
          eq(schedules.date, hospitalDate(now)),
          eq(schedules.status, 'open'),
          query.deptCode === undefined ? undefined : eq(departments.code, query.deptCode),
        ),
      )
      .orderBy(asc(departments.sort), asc(schedules.period), asc(doctors.id));
    const states = await queueStates(db, rows, app.config.demo, now);
    return rows.map(({ date: _date, ...row }) => {
      const state = states.get(row.scheduleId) ?? { calling: 0, sequences: [] };
      return { ...row, calling: state.calling, waiting: waitingIn(state) };
    });
  });
}
