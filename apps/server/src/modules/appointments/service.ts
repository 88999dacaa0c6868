import type { Appointment, AppointmentStatus, Certificate } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { hospitalSettings } from '../hospitals/index.ts';
import { toCertificate } from './certificate.ts';
import { present } from './present.ts';
import {
  findOwnAppointmentById,
  findOwnAppointmentByOrderNum,
  listOwnAppointments,
  listPaidAppointmentsOn,
  type AppointmentRecord,
} from './repository.ts';

type DbDeps = Pick<ServerDeps, 'db'>;
type ReadDeps = Pick<ServerDeps, 'db' | 'clock'>;

const found = (record: AppointmentRecord | null): AppointmentRecord => {
  if (!record) throw notFound('预约不存在');
  return record;
};

export async function ownAppointment(
  deps: DbDeps,
  userId: number,
  id: number,
): Promise<AppointmentRecord> {
  return found(await findOwnAppointmentById(deps.db, userId, id));
}

/** An appointment as its patient sees it now. */
export async function presentAppointment(
  deps: ReadDeps,
  record: AppointmentRecord,
): Promise<Appointment> {
  return present(record, await hospitalSettings(deps), deps.clock.now());
}

export async function showAppointment(
  deps: ReadDeps,
  userId: number,
  id: number,
): Promise<Appointment> {
  return presentAppointment(deps, await ownAppointment(deps, userId, id));
}

export async function showAppointmentByOrderNum(
  deps: ReadDeps,
  userId: number,
  orderNum: string,
): Promise<Appointment> {
  return presentAppointment(
    deps,
    found(await findOwnAppointmentByOrderNum(deps.db, userId, orderNum)),
  );
}

export async function appointmentList(
  deps: ReadDeps,
  userId: number,
  status: AppointmentStatus | undefined,
): Promise<Appointment[]> {
  const [records, settings] = await Promise.all([
    listOwnAppointments(deps.db, userId, status),
    hospitalSettings(deps),
  ]);
  const now = deps.clock.now();
  return records.map((record) => present(record, settings, now));
}

/** The account's paid appointments for `date`; only the one with `id` when it is set. */
export const paidAppointmentsOn = (
  deps: DbDeps,
  userId: number,
  date: string,
  id: number | undefined,
): Promise<AppointmentRecord[]> => listPaidAppointmentsOn(deps.db, userId, date, id);

export async function certificateOf(
  deps: ReadDeps,
  userId: number,
  id: number,
): Promise<Certificate> {
  const settings = await hospitalSettings(deps);
  return toCertificate(await ownAppointment(deps, userId, id), settings.name, deps.clock.now());
}
