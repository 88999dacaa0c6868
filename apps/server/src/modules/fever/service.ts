import type { FeverRecord, QueryOf, SaveFever, feverDictEndpoint } from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { notFound } from '../../http/http-error.ts';
import { findPatient } from '../patients/index.ts';
import { acceptAnswers, currentQuestionnaire, reasonsAsAsked } from '../questionnaires/index.ts';
import { feverClinic } from './clinic.ts';
import { findFeverRecord, insertFeverRecord, type FeverRecordRow } from './repository.ts';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

/** A record as the result page reads it: the reasons in the words the patient was asked. */
function toFeverRecord(row: FeverRecordRow): FeverRecord {
  return {
    id: row.id,
    patientId: row.patientId,
    patientName: row.patientName,
    destination: row.risk ? 'fever-clinic' : 'outpatient',
    reasons: reasonsAsAsked(row.sheet, row.reasons),
    sheet: row.sheet,
    savedAt: row.savedAt.toISOString(),
  };
}

async function ownRecord(deps: Deps, userId: number, id: number): Promise<FeverRecord> {
  const row = await findFeverRecord(deps.db, userId, id);
  if (!row) throw notFound('预检记录不存在');
  return toFeverRecord(row);
}

export async function feverDict(
  deps: Deps,
  userId: number,
  query: QueryOf<typeof feverDictEndpoint>,
) {
  const [questionnaire, clinic, record] = await Promise.all([
    currentQuestionnaire(deps, 'fever'),
    feverClinic(deps),
    query.recordId === undefined ? null : ownRecord(deps, userId, query.recordId),
  ]);
  return { questionnaire, clinic, record };
}

/**
 * Stores the sheet exactly as answered for one of the account's own patients and says
 * where to go: any risk answer (a risk option, 37.3 °C or more) means the fever clinic.
 * A sheet with a problem is refused whole, naming the question.
 */
export async function saveFever(deps: Deps, userId: number, input: SaveFever) {
  if (!(await findPatient(deps.db, userId, input.patientId))) throw notFound('就诊人不存在');
  const sheet = await acceptAnswers(deps, 'fever', input);
  const id = await insertFeverRecord(deps.db, { userId, patientId: input.patientId, ...sheet });
  const [record, clinic] = await Promise.all([ownRecord(deps, userId, id), feverClinic(deps)]);
  return { record, clinic };
}
