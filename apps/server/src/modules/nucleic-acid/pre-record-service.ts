import {
  NAT_PRE_RECORD_VALID_HOURS,
  type NatPreRecord,
  type PreRecordSave,
  type Questionnaire,
} from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { findPatient } from '../patients/index.ts';
import { acceptAnswers, currentQuestionnaire, reasonsAsAsked } from '../questionnaires/index.ts';
import {
  findOwnPreRecord,
  insertPreRecord,
  type NatPreRecordRow,
} from './pre-record-repository.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

const KEY = 'nat-epidemiology';

export const natQuestionnaire = (deps: Deps): Promise<Questionnaire> =>
  currentQuestionnaire(deps, KEY);

function present(row: NatPreRecordRow): NatPreRecord {
  return {
    id: row.id,
    patientId: row.patientId,
    risk: row.risk,
    reasons: reasonsAsAsked(row.sheet, row.reasons),
    savedAt: row.savedAt.toISOString(),
  };
}

/** Judges and keeps the answers as answered, for one of the account's own patients. */
export async function savePreRecord(
  deps: Deps,
  userId: number,
  input: PreRecordSave,
): Promise<NatPreRecord> {
  if (!(await findPatient(deps.db, userId, input.patientId))) throw notFound('就诊人不存在');
  const sheet = await acceptAnswers(deps, KEY, input);
  const row = await insertPreRecord(deps.db, { userId, patientId: input.patientId, ...sheet });
  return present(row);
}

/**
 * The pre-record an order rests on: the account's own, for the same patient, answered
 * within the day and without risk; a risky one sends the patient to the fever clinic.
 */
export async function assertOrderablePreRecord(
  deps: Deps,
  userId: number,
  patientId: number,
  preRecordId: number,
): Promise<void> {
  const row = await findOwnPreRecord(deps.db, userId, preRecordId);
  if (!row || row.patientId !== patientId) throw notFound('流调问卷记录不存在，请先填写问卷');
  const age = deps.clock.now().getTime() - row.savedAt.getTime();
  if (age > NAT_PRE_RECORD_VALID_HOURS * 3600_000)
    throw conflict('流调问卷已过期，请重新填写', 'PRE_RECORD_EXPIRED');
  if (row.risk)
    throw conflict('根据您的流调问卷，请前往发热门诊就诊，不能直接预约核酸', 'PRE_RECORD_RISK');
}
