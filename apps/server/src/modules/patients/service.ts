import {
  RULE_MESSAGES,
  MAX_PATIENTS_PER_ACCOUNT,
  patientFormProblems,
  validateChineseIdCard,
  type SavePatientInput,
} from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { nationLabel } from './nations.ts';
import {
  countLivePatients,
  findDefaultPatient,
  findNewestPatient,
  findPatient,
  hasIdNumber,
  insertPatient,
  lockOwner,
  findOwnedFile,
  insertUploadedFile,
  setDefault,
  softDeletePatient,
  updatePatient,
  type PatientRow,
  type PatientValues,
  type Queryable,
} from './repository.ts';
import { newFileId, sniffImageType } from './uploads.ts';
import { announcePatient } from './webhook-service.ts';

const DUPLICATE_ID_NUMBER = '该证件号已添加';
const NOT_FOUND = '就诊人不存在';

const blankToNull = (value: string | undefined) => (value ? value : null);

/** Checks the form by the shared rules and turns it into the row's values. */
async function toValues(db: Queryable, ownerId: number, input: SavePatientInput) {
  const idNumber = input.idType === 'CHILD' ? '' : input.idNumber.toUpperCase();
  const guardianIdNumber = input.guardianIdNumber?.toUpperCase();
  const [problem] = patientFormProblems({ ...input, idNumber, guardianIdNumber });
  if (problem) throw badRequest(problem.message, problem.field);
  if (input.nation && nationLabel(input.nation) === null) {
    throw badRequest(RULE_MESSAGES.nationRequired, 'nation');
  }
  if (input.avatarFileId && !(await findOwnedFile(db, ownerId, input.avatarFileId))) {
    throw badRequest('头像图片不存在，请重新上传', 'avatarFileId');
  }
  const fromIdCard = idNumber ? validateChineseIdCard(idNumber) : null;
  const birthDate = fromIdCard?.ok ? fromIdCard.birthDate : input.birthDate;
  // The shared rules ask for a birth date whenever the ID number cannot supply one.
  if (!birthDate) throw badRequest(RULE_MESSAGES.birthDateRequired, 'birthDate');
  const child = input.idType === 'CHILD';
  const values: PatientValues = {
    name: input.name,
    gender: input.gender,
    relation: input.relation,
    idType: input.idType,
    idNumber: blankToNull(idNumber),
    birthDate,
    phone: input.phone,
    nation: blankToNull(input.nation),
    address: blankToNull(input.address),
    guardianName: child ? blankToNull(input.guardianName) : null,
    guardianIdNumber: child ? blankToNull(guardianIdNumber) : null,
    guardianPhone: blankToNull(input.guardianPhone),
    insuranceCardNo: blankToNull(input.insuranceCardNo?.toUpperCase()),
    avatarFileId: blankToNull(input.avatarFileId),
  };
  return values;
}

/**
 * Adds (no id) or updates (id) one of the owner's patients. Runs under the owner's lock,
 * so the limit, the duplicate check and "the first patient is the default" hold however
 * many requests arrive at once. An added patient is announced to the HIS with the change.
 */
export function savePatient(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  ownerId: number,
  input: SavePatientInput,
): Promise<PatientRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const existing = input.id === undefined ? null : await findPatient(tx, ownerId, input.id);
    if (input.id !== undefined && !existing) throw notFound(NOT_FOUND);
    const values = await toValues(tx, ownerId, input);
    if (values.idNumber && (await hasIdNumber(tx, ownerId, values.idNumber, existing?.id))) {
      throw conflict(DUPLICATE_ID_NUMBER, 'DUPLICATE_ID_NUMBER');
    }
    if (existing) return updatePatient(tx, existing.id, values, now);
    const livePatients = await countLivePatients(tx, ownerId);
    if (livePatients >= MAX_PATIENTS_PER_ACCOUNT) {
      throw conflict(`最多添加${MAX_PATIENTS_PER_ACCOUNT}位就诊人`, 'PATIENT_LIMIT');
    }
    const created = await insertPatient(tx, ownerId, values, livePatients === 0);
    await announcePatient(tx, created, now);
    return created;
  });
}

/** Soft-deletes a patient and answers which patient is the default afterwards. */
export function deletePatient(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  ownerId: number,
  id: number,
): Promise<{ defaultPatientId: number | null }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const patient = await findPatient(tx, ownerId, id);
    if (!patient) throw notFound(NOT_FOUND);
    await softDeletePatient(tx, id, now);
    if (!patient.isDefault) {
      const current = await findDefaultPatient(tx, ownerId);
      return { defaultPatientId: current?.id ?? null };
    }
    // Rule: when the default patient is removed, the most recently added patient left
    // becomes the default (the family member the account is most likely busy with);
    // with nobody left, the account has no default.
    const next = await findNewestPatient(tx, ownerId);
    if (next) await setDefault(tx, ownerId, next.id);
    return { defaultPatientId: next?.id ?? null };
  });
}

export function makeDefault(
  deps: Pick<ServerDeps, 'db'>,
  ownerId: number,
  id: number,
): Promise<void> {
  return deps.db.transaction(async (tx) => {
    await lockOwner(tx, ownerId);
    const patient = await findPatient(tx, ownerId, id);
    if (!patient) throw notFound(NOT_FOUND);
    if (!patient.isDefault) await setDefault(tx, ownerId, id);
  });
}

/** Stores an image the account uploaded; null when the bytes are no image we accept. */
export async function storeUpload(
  deps: Pick<ServerDeps, 'db' | 'uploads'>,
  ownerId: number,
  bytes: Buffer,
): Promise<string | null> {
  const mimeType = sniffImageType(bytes);
  if (!mimeType) return null;
  const fileId = newFileId();
  await deps.uploads.save(fileId, bytes);
  await insertUploadedFile(deps.db, { fileId, ownerId, mimeType, size: bytes.length });
  return fileId;
}

/** An upload with its type, to the account that uploaded it only. */
export async function readOwnedUpload(
  deps: Pick<ServerDeps, 'db' | 'uploads'>,
  ownerId: number,
  fileId: string,
): Promise<{ mimeType: string; bytes: Buffer } | null> {
  const file = await findOwnedFile(deps.db, ownerId, fileId);
  if (!file) return null;
  return { mimeType: file.mimeType, bytes: await deps.uploads.read(fileId) };
}
