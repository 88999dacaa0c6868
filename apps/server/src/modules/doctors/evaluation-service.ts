import type { DoctorEvaluations, EvaluateDoctorInput, Evaluation } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import {
  deleteMyEvaluations,
  doctorEvaluationPage,
  findMyEvaluation,
  findOwnVisit,
  insertEvaluation,
  listMyEvaluations,
} from './evaluation-repository.ts';

type DbDeps = Pick<ServerDeps, 'db'>;

/** Only the account that booked a visit, once the doctor has seen the patient, may rate it. */
export async function evaluate(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  userId: number,
  input: EvaluateDoctorInput,
): Promise<Evaluation> {
  const visit = await findOwnVisit(deps.db, userId, input.appointmentId);
  if (!visit) throw notFound('预约不存在');
  if (visit.status !== 'visited') throw conflict('就诊完成后才能评价医生', 'NOT_VISITED');
  const id = await insertEvaluation(deps.db, userId, visit.doctorId, input, deps.clock.now());
  if (id === null) throw conflict('这次就诊已经评价过了', 'ALREADY_EVALUATED');
  return (await findMyEvaluation(deps.db, userId, id))!;
}

export const myEvaluations = (deps: DbDeps, userId: number): Promise<Evaluation[]> =>
  listMyEvaluations(deps.db, userId);

export const myEvaluation = (
  deps: DbDeps,
  userId: number,
  id: number,
): Promise<Evaluation | null> => findMyEvaluation(deps.db, userId, id);

/** Removes the account's ratings of a doctor; how many there were. */
export const deleteMyDoctorEvaluations = (
  deps: DbDeps,
  userId: number,
  doctorId: number,
): Promise<number> => deleteMyEvaluations(deps.db, userId, doctorId);

export const doctorEvaluations = (
  deps: DbDeps,
  doctorId: number,
  page: number,
  pageSize: number,
): Promise<DoctorEvaluations> => doctorEvaluationPage(deps.db, doctorId, page, pageSize);
