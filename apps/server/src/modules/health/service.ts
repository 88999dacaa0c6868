import {
  HEALTH_PASS_HOURS,
  HEALTH_QUESTIONNAIRE,
  type HealthPass,
  type HealthRecordDetail,
  type PassCheck,
  type PassColour,
  type SaveHealthRecord,
} from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { findPatient } from '../patients/index.ts';
import { recordAudit, type AuditRecord } from '../audit/index.ts';
import { acceptAnswers } from '../questionnaires/index.ts';
import { findHealthRecord, insertHealthRecord, type HealthRecordRow } from './repository.ts';
import { issuePass, maskName, readPass } from './pass.ts';

export const HEALTH_RECORD_NOT_FOUND = '登记记录不存在';
export const PATIENT_NOT_FOUND = '就诊人不存在';

const HOUR_MS = 3600 * 1000;

/** When a pass issued now stops admitting its holder. */
export const passExpiry = (issuedAt: Date) =>
  new Date(issuedAt.getTime() + HEALTH_PASS_HOURS * HOUR_MS);

/**
 * Green when nothing risky was answered; red for a fever or more than one risk answer, since
 * either sends the person to the fever clinic first; yellow for a single other risk answer.
 */
export function passColour(reasons: readonly string[], feverish: boolean): PassColour {
  if (reasons.length === 0 && !feverish) return 'green';
  return feverish || reasons.length > 1 ? 'red' : 'yellow';
}

/** The pass of a stored record: the same code every time it is shown. */
export function passOf(
  deps: Pick<ServerDeps, 'config'>,
  record: Pick<HealthRecordRow, 'id' | 'kind' | 'colour' | 'createdAt' | 'expiresAt'>,
  patientName: string,
): HealthPass {
  return issuePass(deps.config.healthPassSecret, {
    recordId: record.id,
    kind: record.kind,
    colour: record.colour,
    maskedName: maskName(patientName),
    issuedAt: record.createdAt,
    expiresAt: record.expiresAt,
  });
}

/**
 * The door guard's check. A code must carry this server's signature and name a record that
 * still exists with the same colour and times, so neither an edited page nor a code of a
 * deleted record admits anyone.
 */
export async function checkPass(
  deps: Pick<ServerDeps, 'config' | 'db' | 'clock'>,
  by: Pick<AuditRecord, 'actor' | 'requestId'>,
  code: string,
): Promise<PassCheck> {
  const claims = readPass(deps.config.healthPassSecret, code);
  const record = claims && (await findHealthRecord(deps.db, null, claims.recordId));
  const genuine =
    claims &&
    record &&
    record.colour === claims.colour &&
    record.expiresAt.getTime() === claims.expiresAt.getTime();
  const now = deps.clock.now();
  const result: PassCheck = genuine
    ? {
        status: now.getTime() >= record.expiresAt.getTime() ? 'expired' : 'valid',
        colour: record.colour,
        maskedName: maskName(record.patientName),
        kind: record.kind,
        issuedAt: record.createdAt.toISOString(),
        expiresAt: record.expiresAt.toISOString(),
      }
    : { status: 'invalid' };
  // Who was let in, or turned away, is a staff action like any other: it goes in the log,
  // by record and outcome, never with the code or the name.
  await recordAudit(deps.db, {
    ...by,
    action: 'health-pass.check',
    entityType: 'health_record',
    entityId: genuine ? record.id : '-',
    details: { status: result.status },
    at: now,
  });
  return result;
}

type RecordWithName = HealthRecordRow & { patientName: string };

export function toDetail(
  deps: Pick<ServerDeps, 'config' | 'clock'>,
  row: RecordWithName,
): HealthRecordDetail {
  return {
    id: row.id,
    kind: row.kind,
    patientId: row.patientId,
    patientName: row.patientName,
    colour: row.colour,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= deps.clock.now().getTime(),
    inpatient: row.inpatient ?? null,
    snapshot: row.snapshot,
    reasons: row.reasons,
    pass: passOf(deps, row, row.patientName),
  };
}

export async function findOwnRecord(
  deps: Pick<ServerDeps, 'config' | 'db' | 'clock'>,
  userId: number,
  id: number,
): Promise<HealthRecordDetail> {
  const row = await findHealthRecord(deps.db, userId, id);
  if (!row) throw notFound(HEALTH_RECORD_NOT_FOUND);
  return toDetail(deps, row);
}

/**
 * Judges the answers against the questionnaire the form showed and stores them exactly as
 * given. Anything wrong (a stranger's patient, a missing inpatient, an unanswered question,
 * an outdated form) is refused before a row is written.
 */
export async function saveHealthRecord(
  deps: Pick<ServerDeps, 'config' | 'db' | 'clock'>,
  userId: number,
  body: SaveHealthRecord,
): Promise<HealthRecordDetail> {
  const patient = await findPatient(deps.db, userId, body.patientId);
  if (!patient) throw notFound(PATIENT_NOT_FOUND);
  if (body.kind === 'carer' && !body.inpatient) {
    throw badRequest('请填写所陪护的住院患者', 'inpatient');
  }
  if (body.kind !== 'carer' && body.inpatient) {
    throw badRequest('只有住院陪护需要填写住院患者', 'inpatient');
  }
  const key = HEALTH_QUESTIONNAIRE[body.kind];
  const { sheet, reasons, savedAt: createdAt } = await acceptAnswers(deps, key, body);
  const feverish = sheet.questions.some(
    (question) => question.kind === 'temperature' && reasons.includes(question.id),
  );
  const row = await insertHealthRecord(deps.db, {
    ownerId: userId,
    patientId: patient.id,
    kind: body.kind,
    questionnaireKey: key,
    questionnaireVersion: sheet.version,
    snapshot: sheet,
    reasons,
    colour: passColour(reasons, feverish),
    inpatient: body.inpatient ?? null,
    createdAt,
    expiresAt: passExpiry(createdAt),
  });
  return toDetail(deps, { ...row, patientName: patient.name });
}
