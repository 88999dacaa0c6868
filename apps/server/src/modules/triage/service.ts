import {
  ageInMonths,
  checkAnswers,
  firedRedFlags,
  rankDepartments,
  summariseAnswers,
  symptomFitsFigure,
  type BodyPart,
  type GuidanceBodyPart,
  type GuidanceDepartment,
  type GuidanceResult,
  type GuidanceSymptom,
  type PrecheckForm,
  type PrecheckRecord,
  type PrecheckVisit,
  type QueryOf,
  type RedFlagHit,
  type RedFlagRule,
  type SavePrecheck,
  type Symptom,
  type TriageContent,
  type TriageFigure,
  type partSymptomDeptEndpoint,
} from '@hospital/contract';
import type { ServerDeps } from '../../deps.ts';
import { badRequest, conflict, HttpError, notFound } from '../../http/http-error.ts';
import { doctorsOnDuty } from '../doctors/index.ts';
import { departmentTree } from '../hospitals/index.ts';
import { addDays, hospitalDate, isSlotPast, periodStart } from '../schedules/index.ts';
import {
  findPublishedVersion,
  findVisit,
  listVisitsFrom,
  upsertPrecheck,
  type PrecheckRow,
  type VisitRow,
} from './repository.ts';

type ReadDeps = Pick<ServerDeps, 'db' | 'clock' | 'caches'>;

/** How many days ahead guidance looks for doctors on duty. */
const DUTY_DAYS = 7;
/** How long a visit that is over stays on the patient's pre-diagnosis list. */
const CLOSED_VISIT_DAYS = 7;

/** The published content; before the first publish there is nothing to judge by. */
export async function publishedContent(
  deps: Pick<ServerDeps, 'db'>,
): Promise<{ number: number; content: TriageContent }> {
  const version = await findPublishedVersion(deps.db);
  if (!version) throw new HttpError(503, '分诊内容尚未发布，请稍后再试', 'NOT_CONFIGURED');
  return version;
}

export const toRedFlagHit = ({ code, name, advice }: RedFlagRule): RedFlagHit => ({
  code,
  name,
  advice,
});

export const toPrecheckRecord = (row: PrecheckRow): PrecheckRecord => ({
  appointmentId: row.appointmentId,
  version: row.versionNumber,
  answers: row.answers,
  summary: row.summary,
  redFlag: row.redFlag,
  savedAt: row.savedAt.toISOString(),
});

// Guidance

const symptomsOfPart = (content: TriageContent, partCode: string, figure: TriageFigure) =>
  content.symptoms.filter(
    (symptom) => symptom.partCodes.includes(partCode) && symptomFitsFigure(symptom, figure),
  );

const toGuidancePart = (
  content: TriageContent,
  part: BodyPart,
  figure: TriageFigure,
): GuidanceBodyPart => ({
  id: part.code,
  name: part.name,
  region: part.region,
  symptomCount: symptomsOfPart(content, part.code, figure).length,
});

const toGuidanceSymptom = ({ code, name, explanation }: Symptom): GuidanceSymptom => ({
  id: code,
  name,
  explanation,
});

/** A part the figure offers; any other code is unknown to the patient. */
function partOfFigure(content: TriageContent, code: string, figure: TriageFigure): BodyPart {
  const part = content.bodyParts.find(
    (candidate) => candidate.code === code && candidate.figures.includes(figure),
  );
  if (!part) throw notFound('该部位不存在');
  return part;
}

export async function bodyPartList(deps: ReadDeps, figure: TriageFigure) {
  const { number, content } = await publishedContent(deps);
  const parts = content.bodyParts
    .filter((part) => part.figures.includes(figure))
    .sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code));
  return { version: number, parts: parts.map((part) => toGuidancePart(content, part, figure)) };
}

export async function partSymptoms(deps: ReadDeps, code: string, figure: TriageFigure) {
  const { number, content } = await publishedContent(deps);
  const part = partOfFigure(content, code, figure);
  return {
    version: number,
    part: toGuidancePart(content, part, figure),
    symptoms: symptomsOfPart(content, code, figure).map(toGuidanceSymptom),
  };
}

/**
 * A red flag wins over everything: the patient is sent to the emergency room, not to a
 * department. Otherwise the ranked departments patients can book, each with its doctors on
 * duty; a department the hospital does not have or hides is left out. Nothing is stored.
 */
export async function guidance(
  deps: ReadDeps,
  code: string,
  query: QueryOf<typeof partSymptomDeptEndpoint>,
): Promise<GuidanceResult> {
  const { number, content } = await publishedContent(deps);
  const { figure, symptoms: chosen } = query;
  const part = partOfFigure(content, code, figure);
  const offered = new Set(symptomsOfPart(content, code, figure).map((symptom) => symptom.code));
  const stray = chosen.find((symptom) => !offered.has(symptom));
  if (stray) throw badRequest(`症状不属于${part.name}：${stray}`, 'symptoms');

  const facts = { symptoms: new Set(chosen), answers: {}, ageMonths: query.ageMonths ?? null };
  const [redFlag] = firedRedFlags(content.redFlags, facts);
  if (redFlag) return { version: number, redFlag: toRedFlagHit(redFlag), departments: [] };

  const clinics = new Map(
    (await departmentTree(deps))
      .flatMap((group) => group.children)
      .map((clinic) => [clinic.code, clinic]),
  );
  const names = new Map(content.symptoms.map((symptom) => [symptom.code, symptom.name]));
  const departments: GuidanceDepartment[] = [];
  for (const ranked of rankDepartments(content.symptoms, chosen, figure)) {
    const clinic = clinics.get(ranked.deptCode);
    if (!clinic) continue;
    departments.push({
      deptId: clinic.id,
      deptCode: clinic.code,
      deptName: clinic.name,
      score: ranked.score,
      matchedSymptoms: ranked.symptoms.map((symptom) => names.get(symptom) ?? symptom),
      doctors: await doctorsOnDuty(deps, clinic.id, DUTY_DAYS),
    });
  }
  return { version: number, redFlag: null, departments };
}

// Pre-diagnosis

/** Answers may change while the visit is paid for and its half-day has not ended. */
const isEditable = (row: VisitRow, now: Date) =>
  row.status === 'paid' && !isSlotPast(row.date, row.period, now);

function toVisit(row: VisitRow, now: Date): PrecheckVisit {
  return {
    appointmentId: row.appointmentId,
    patientId: row.patientId,
    patientName: row.patientName,
    deptName: row.deptName,
    doctorName: row.doctorName,
    date: row.date,
    period: row.period,
    startsAt: periodStart(row.date, row.period).toISOString(),
    state: isEditable(row, now) ? (row.precheck ? 'done' : 'unanswered') : 'closed',
    savedAt: row.precheck?.savedAt.toISOString() ?? null,
  };
}

/** Whole months on the visit day: infant rules and follow-ups judge the patient's age then. */
const ageOnVisit = (row: VisitRow) => Math.max(0, ageInMonths(row.birthDate, row.date));

async function ownVisit(deps: ReadDeps, userId: number, appointmentId: number) {
  const row = await findVisit(deps.db, userId, appointmentId);
  if (!row) throw notFound('预约不存在');
  return row;
}

/**
 * The visits that ask for pre-diagnosis: those still to come, soonest first, then those
 * over in the last days, latest first. With an appointment, its form as well.
 */
export async function precheckData(
  deps: ReadDeps,
  userId: number,
  appointmentId: number | undefined,
): Promise<{ visits: PrecheckVisit[]; form: PrecheckForm | null }> {
  const now = deps.clock.now();
  const rows = await listVisitsFrom(
    deps.db,
    userId,
    addDays(hospitalDate(now), -CLOSED_VISIT_DAYS),
  );
  const visits = rows.map((row) => toVisit(row, now));
  const open = visits.filter((visit) => visit.state !== 'closed');
  const closed = visits.filter((visit) => visit.state === 'closed').reverse();
  const form = appointmentId === undefined ? null : await precheckForm(deps, userId, appointmentId);
  return { visits: [...open, ...closed], form };
}

async function precheckForm(
  deps: ReadDeps,
  userId: number,
  appointmentId: number,
): Promise<PrecheckForm> {
  const row = await ownVisit(deps, userId, appointmentId);
  const { number, content } = await publishedContent(deps);
  const now = deps.clock.now();
  return {
    visit: toVisit(row, now),
    patient: { name: row.patientName, gender: row.gender, ageMonths: ageOnVisit(row) },
    version: number,
    questions: content.questions,
    symptoms: content.symptoms.map(toGuidanceSymptom),
    record: row.precheck ? toPrecheckRecord(row.precheck) : null,
    editable: isEditable(row, now),
  };
}

/**
 * Keeps only the answers to the questions that apply, judged by the published version.
 * A red flag is stored with them and never stops the save: the doctor must see it, and the
 * web app sends the patient to the diversion page.
 */
export async function savePrecheck(
  deps: ReadDeps,
  userId: number,
  input: SavePrecheck,
): Promise<PrecheckRecord> {
  const row = await ownVisit(deps, userId, input.appointmentId);
  const now = deps.clock.now();
  if (!isEditable(row, now)) {
    throw conflict(
      row.status === 'paid' || row.status === 'visited'
        ? '本次就诊已结束，预问诊不能再修改'
        : '该预约未支付或已取消，无需填写预问诊',
      'PRECHECK_CLOSED',
    );
  }
  const { number, content } = await publishedContent(deps);
  const checked = checkAnswers(content, input.answers, ageOnVisit(row));
  const [redFlag] = firedRedFlags(content.redFlags, checked.facts);
  // A red flag among the well-formed answers is kept and shown at once, form complete or not:
  // nothing a patient left out may stand between them and the emergency room.
  if (!checked.ok && !redFlag) throw badRequest(checked.message, checked.question);
  const saved = await upsertPrecheck(deps.db, {
    appointmentId: row.appointmentId,
    versionNumber: number,
    answers: checked.answers,
    summary: summariseAnswers(content, checked.answers),
    redFlag: redFlag ? toRedFlagHit(redFlag) : null,
    savedAt: now,
  });
  return toPrecheckRecord(saved);
}
