import { gt, max, min, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { departments, doctors, patients, schedules, users } from '../schema/index.ts';

export interface HospitalSize {
  doctors: number;
  /** Days of half-days, ending two weeks after today: a year of history and the horizon. */
  days: number;
  patients: number;
  appointments: number;
}

/** A large hospital: what a regional medical centre has after a year on the app. */
export const LARGE_HOSPITAL: HospitalSize = {
  doctors: 10_000,
  days: 365,
  patients: 1_000_000,
  appointments: 5_000_000,
};

/** `LARGE_HOSPITAL` times `fraction`, for a quicker run of the same shape. */
export function hospitalSizeOf(fraction: number): HospitalSize {
  const part = (n: number) => Math.max(1, Math.round(n * fraction));
  return {
    doctors: part(LARGE_HOSPITAL.doctors),
    days: LARGE_HOSPITAL.days,
    patients: part(LARGE_HOSPITAL.patients),
    appointments: part(LARGE_HOSPITAL.appointments),
  };
}

const DOCTORS_PER_CLINIC = 20;
const PATIENTS_PER_ACCOUNT = 4;
const APPOINTMENTS_PER_HALF_DAY = 3;
const CAPACITY = 30;
/** Every doctor works about two half-days in seven: a clinic timetable, not a full week. */
const WORKS = sql`(d.n + day.n + p.n) % 7 < 2`;

type WithId =
  typeof departments | typeof doctors | typeof schedules | typeof users | typeof patients;

async function lastId(db: Database, table: WithId): Promise<number> {
  const [row] = await db.select({ last: max(table.id) }).from(table);
  return row?.last ?? 0;
}

async function firstIdAfter(db: Database, table: WithId, before: number): Promise<number> {
  const [row] = await db
    .select({ first: min(table.id) })
    .from(table)
    .where(gt(table.id, before));
  if (row?.first == null) throw new Error('nothing was written');
  return row.first;
}

/**
 * Grows a seeded hospital to `size` next to what is there: clinics of 20 doctors each, their
 * half-days over `size.days` days ending two weeks after `today`, accounts of four patients,
 * and appointments three to a half-day (visited before today, paid from today). Each table is
 * written by one INSERT ... SELECT that PostgreSQL generates itself, so millions of rows load
 * in minutes without crossing the wire. Deterministic; run it once per database.
 */
export async function growHospital(db: Database, size: HospitalSize, today: string): Promise<void> {
  const clinics = Math.ceil(size.doctors / DOCTORS_PER_CLINIC);
  const beforeDepartments = await lastId(db, departments);
  await db.execute(sql`
    insert into departments (code, name, intro, location, sort)
    values ('SCALE', '扩展门诊', '', '门诊楼', 9999)`);
  const group = await firstIdAfter(db, departments, beforeDepartments);
  await db.execute(sql`
    insert into departments (code, parent_id, name, intro, location, sort)
    select 'SCALE-' || n, ${group}, '扩展诊室' || n, '', '门诊楼', n
    from generate_series(1, ${clinics}) n`);
  const firstClinic = await firstIdAfter(db, departments, group);

  const beforeDoctors = await lastId(db, doctors);
  await db.execute(sql`
    insert into doctors (code, department_id, name, title, speciality, intro, gender, avatar_url)
    select 'SCALE-D' || n, ${firstClinic} + (n - 1) / ${DOCTORS_PER_CLINIC}, '医生' || n,
      (array['主任医师', '副主任医师', '主治医师', '住院医师'])[1 + n % 4]::doctor_title,
      '', '', case when n % 2 = 0 then 'MALE' else 'FEMALE' end::doctor_gender, ''
    from generate_series(1, ${size.doctors}) n`);
  const firstDoctor = await firstIdAfter(db, doctors, beforeDoctors);

  // Half-days that take appointments are written already counted (three numbers taken).
  const beforeSchedules = await lastId(db, schedules);
  await db.execute(sql`
    insert into schedules (doctor_id, date, period, fee_fen, capacity, remaining, next_sequence)
    select ${firstDoctor} + d.n - 1, ${today}::date + day.n,
      (array['morning', 'afternoon'])[1 + p.n]::schedule_period, 1000 + 500 * (d.n % 4),
      ${CAPACITY}, ${CAPACITY} - t.taken, 1 + t.taken
    from generate_series(1, ${size.doctors}) d(n)
    cross join generate_series(${14 - size.days + 1}, 14) day(n)
    cross join generate_series(0, 1) p(n)
    cross join lateral (
      select case when (d.n * 7 + day.n * 3 + p.n) % 5 < 4 then ${APPOINTMENTS_PER_HALF_DAY}
        else 0 end as taken
    ) t
    where ${WORKS}`);

  const accounts = Math.ceil(size.patients / PATIENTS_PER_ACCOUNT);
  const beforeUsers = await lastId(db, users);
  await db.execute(sql`
    insert into users (name, nickname)
    select '用户' || n, 'scale' from generate_series(1, ${accounts}) n`);
  const firstUser = await firstIdAfter(db, users, beforeUsers);

  const beforePatients = await lastId(db, patients);
  await db.execute(sql`
    insert into patients (owner_id, name, gender, relation, id_type, id_number, birth_date,
      phone, patient_code, is_default)
    select ${firstUser} + (n - 1) / ${PATIENTS_PER_ACCOUNT}, '患者' || n,
      case when n % 2 = 0 then 'MALE' else 'FEMALE' end,
      case when (n - 1) % ${PATIENTS_PER_ACCOUNT} = 0 then 'SELF' else 'OTHER' end, 'ID_CARD',
      'SCALE' || n, date '1950-01-01' + (n % 25000), '13800000000', 'S' || n,
      (n - 1) % ${PATIENTS_PER_ACCOUNT} = 0
    from generate_series(1, ${size.patients}) n`);
  const firstPatient = await firstIdAfter(db, patients, beforePatients);

  // Patient k of a half-day is a different one for each k, so no patient holds two numbers
  // of one half-day; the account is the patient's owner.
  await db.execute(sql`
    with taken as (
      select s.id, s.doctor_id, s.date, s.fee_fen, k.n as sequence,
        (s.id::bigint * 7919 + k.n * 104729) % ${size.patients} as patient
      from schedules s
      cross join generate_series(1, ${APPOINTMENTS_PER_HALF_DAY}) k(n)
      where s.id > ${beforeSchedules} and s.next_sequence > 1
      order by s.id, k.n
      limit ${size.appointments}
    )
    insert into appointments (order_num, user_id, patient_id, schedule_id, doctor_id, sequence,
      fee_fen, status, expires_at, created_at, paid_at, visited_at)
    select 'SCALE' || id || '-' || sequence, ${firstUser} + patient / ${PATIENTS_PER_ACCOUNT},
      ${firstPatient} + patient, id, doctor_id, sequence, fee_fen,
      case when date < ${today}::date then 'visited' else 'paid' end::appointment_status,
      date - 7 + time '08:15', date - 7 + time '08:00', date - 7 + time '08:05',
      case when date < ${today}::date then date + time '09:00' end
    from taken`);
  // Vacuumed now, not by autovacuum in the middle of whatever is measured next; and the
  // pages all this dirtied are written out now, not by a checkpoint during the measurement.
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
}
