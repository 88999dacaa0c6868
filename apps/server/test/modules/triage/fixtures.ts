import {
  applicableQuestions,
  firedRedFlags,
  type HospitalModule,
  type PrecheckForm,
  type PrecheckRecord,
  type TriageAnswers,
  type TriageFigure,
} from '@hospital/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { departments, hospitalSettings } from '../../../src/db/schema/index.ts';
import { triageSeedContent } from '../../../src/db/seed/triage-content/index.ts';
import type { SignedIn } from '../../helpers/auth.ts';
import { booked, createSchedule, dayFromToday, patientAccount } from '../appointments/fixtures.ts';
import { payInSandbox } from '../appointments/pay-helpers.ts';

/** The content the seed publishes as version 1; tests pick from it what they need. */
export const content = triageSeedContent;

export async function departmentIdOf(app: FastifyInstance, code: string): Promise<number> {
  const [row] = await app.db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.code, code));
  if (!row) throw new Error(`no department ${code}`);
  return row.id;
}

/** A new account with a paid visit to a new doctor of the clinic, `days` from today. */
export async function paidVisit(
  app: FastifyInstance,
  deptCode: string,
  values: { days?: number; period?: 'morning' | 'afternoon' } = {},
) {
  const who = await patientAccount(app);
  const schedule = await createSchedule(app, await departmentIdOf(app, deptCode), {
    date: dayFromToday(values.days ?? 2),
    period: values.period ?? 'morning',
  });
  const appointment = await booked(app, who, { scheduleId: schedule.id, patientId: who.patientId });
  await payInSandbox(app, who, appointment.id);
  return { who, appointment };
}

/** Written past the console, so the app is told, as any writer of kept data tells it. */
export async function setModules(app: FastifyInstance, enabled: HospitalModule[]): Promise<void> {
  await app.db.update(hospitalSettings).set({ enabledModules: enabled });
  await app.caches.changed('settings');
}

const calm = (answers: TriageAnswers, ageMonths: number) =>
  firedRedFlags(content.redFlags, {
    symptoms: new Set(Object.values(answers).flat().map(String)),
    answers,
    ageMonths,
  }).length === 0;

/**
 * Answers to every required question that applies, each chosen so no red flag fires,
 * whatever the content holds: what a patient with a mild complaint would send.
 */
export function calmAnswers(form: PrecheckForm, complaint?: string[]): TriageAnswers {
  const { ageMonths } = form.patient;
  const answers: TriageAnswers = {};
  for (let round = 0; round < form.questions.length; round++) {
    const missing = applicableQuestions(form.questions, answers, ageMonths).filter(
      (question) => question.required && answers[question.code] === undefined,
    );
    const question = missing[0];
    if (!question) return answers;
    const candidates: TriageAnswers[string][] =
      question.kind === 'symptoms'
        ? complaint
          ? [complaint]
          : form.symptoms.map((symptom) => [symptom.id])
        : question.kind === 'single'
          ? (question.options ?? []).map((option) => option.code)
          : question.kind === 'multi'
            ? (question.options ?? []).map((option) => [option.code])
            : question.kind === 'number'
              ? [question.min ?? 0]
              : ['无'];
    answers[question.code] =
      candidates.find((answer) => calm({ ...answers, [question.code]: answer }, ageMonths)) ??
      candidates[0]!;
  }
  return answers;
}

/** The part that offers both symptoms of a red flag to `figure`. */
export function partOffering(symptoms: string[], figure: TriageFigure = 'male') {
  const part = content.bodyParts.find(
    (candidate) =>
      candidate.figures.includes(figure) &&
      symptoms.every((code) =>
        content.symptoms.some(
          (symptom) => symptom.code === code && symptom.partCodes.includes(candidate.code),
        ),
      ),
  );
  if (!part) throw new Error(`no part offers ${symptoms.join(', ')}`);
  return part;
}

/**
 * Two symptoms of the upper abdomen (or another abdomen part) that point first to 消化内科
 * for an adult and raise no red flag: a patient with indigestion.
 */
export function indigestion(): { part: string; symptoms: string[] } {
  const parts = [
    'upper-abdomen',
    ...content.bodyParts.map((part) => part.code).filter((code) => code.includes('abdomen')),
  ];
  for (const part of parts) {
    const candidates = content.symptoms
      .filter((symptom) => symptom.partCodes.includes(part) && !symptom.figures)
      .filter((symptom) => {
        const adult = symptom.departments.filter(
          (link) => !link.figures || link.figures.includes('male'),
        );
        const digestive = adult.find((link) => link.deptCode === 'XHNK');
        return (
          digestive && adult.every((link) => link === digestive || link.weight < digestive.weight)
        );
      })
      .map((symptom) => symptom.code);
    for (const [index, first] of candidates.entries()) {
      const second = candidates.slice(index + 1).find((code) => calm({ c: [first, code] }, 480));
      if (second) return { part, symptoms: [first, second] };
    }
  }
  throw new Error('no abdomen part with two symptoms for 消化内科');
}

/** The pre-diagnosis form of a visit, as the patient's app loads it. */
export async function precheckForm(
  app: FastifyInstance,
  who: SignedIn,
  appointmentId: number,
): Promise<PrecheckForm> {
  const response = await app.inject({
    url: '/api/precheck/getData',
    query: { appointmentId: String(appointmentId) },
    headers: who.headers,
  });
  if (response.statusCode !== 200) throw new Error(`form refused: ${response.body}`);
  return response.json<{ form: PrecheckForm }>().form;
}

/** Answers a visit's pre-diagnosis calmly, or with `complaint` as the chief complaint. */
export async function answerPrecheck(
  app: FastifyInstance,
  who: SignedIn,
  appointmentId: number,
  complaint?: string[],
): Promise<PrecheckRecord> {
  const answers = calmAnswers(await precheckForm(app, who, appointmentId), complaint);
  const response = await app.inject({
    method: 'POST',
    url: '/api/precheck/save',
    headers: who.headers,
    payload: { appointmentId, answers },
  });
  if (response.statusCode !== 200) throw new Error(`save refused: ${response.body}`);
  return response.json<PrecheckRecord>();
}
