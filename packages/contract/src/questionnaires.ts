import { z } from 'zod';

/**
 * Questionnaires the hospital edits in the staff console (the fever clinic's pre-screening,
 * health registration for visitors and carers, the nucleic-acid test's epidemiology). Each
 * save is a new numbered version; what a patient answered is stored with the questions
 * exactly as they were shown, so a later edit never changes an old answer sheet.
 */

/** The questionnaires there are; an area asks for its own by key. */
export const QUESTIONNAIRE_KEYS = [
  'fever',
  'health-visitor',
  'health-carer',
  'nat-epidemiology',
] as const;
export const QuestionnaireKeySchema = z.enum(QUESTIONNAIRE_KEYS, '没有这份问卷');
export type QuestionnaireKey = z.infer<typeof QuestionnaireKeySchema>;

/**
 * single / multi: choose among options; text: a short free answer; temperature: a body
 * temperature in °C between the two limits below.
 */
export const QUESTIONNAIRE_QUESTION_KINDS = ['single', 'multi', 'text', 'temperature'] as const;
export const QuestionnaireQuestionKindSchema = z.enum(
  QUESTIONNAIRE_QUESTION_KINDS,
  '题型只能是单选、多选、填空或体温',
);
export type QuestionnaireQuestionKind = z.infer<typeof QuestionnaireQuestionKindSchema>;

/** A thermometer's plausible range for a living patient; anything outside is a typing slip. */
export const TEMPERATURE_MIN = 35;
export const TEMPERATURE_MAX = 42;
/** From 37.3 °C (armpit) a patient counts as febrile and is seen in the fever clinic. */
export const FEVER_THRESHOLD = 37.3;

export const QUESTION_TEXT_MAX = 200;
export const QUESTION_HELP_MAX = 300;
export const OPTION_LABEL_MAX = 60;
export const TEXT_ANSWER_MAX = 200;
export const QUESTIONS_MAX = 60;
export const OPTIONS_MAX = 30;

/** Ids and option values are stable names the stored answers point at: `fever`, `wuhan-14d`. */
export const QuestionCodeSchema = z
  .string('请填写编码')
  .regex(/^[a-z][a-z0-9-]{0,39}$/, '编码只能由小写字母、数字和连字符组成，以字母开头，最长40位');

const text = (label: string, max: number) =>
  z.string(`请填写${label}`).trim().min(1, `请填写${label}`).max(max, `${label}不能超过${max}字`);

export const QuestionnaireOptionSchema = z.object({
  value: QuestionCodeSchema,
  label: text('选项文字', OPTION_LABEL_MAX),
  /** Choosing it sends the patient to the fever clinic (or flags the sheet for staff). */
  risk: z.boolean().default(false),
});
export type QuestionnaireOption = z.infer<typeof QuestionnaireOptionSchema>;

/** A question asked only when an earlier question was answered with one of these options. */
export const ShowIfSchema = z.object({
  question: QuestionCodeSchema,
  values: z.array(QuestionCodeSchema).min(1, '请选择显示条件中的选项').max(OPTIONS_MAX),
});
export type ShowIf = z.infer<typeof ShowIfSchema>;

export const QuestionnaireQuestionSchema = z.object({
  id: QuestionCodeSchema,
  text: text('题目', QUESTION_TEXT_MAX),
  help: z.string().trim().max(QUESTION_HELP_MAX, `说明不能超过${QUESTION_HELP_MAX}字`).default(''),
  kind: QuestionnaireQuestionKindSchema,
  options: z
    .array(QuestionnaireOptionSchema)
    .max(OPTIONS_MAX, `选项不能超过${OPTIONS_MAX}个`)
    .default([]),
  required: z.boolean().default(true),
  showIf: ShowIfSchema.optional(),
});
export type QuestionnaireQuestion = z.infer<typeof QuestionnaireQuestionSchema>;
export type QuestionnaireQuestionInput = z.input<typeof QuestionnaireQuestionSchema>;

const isChoice = (kind: QuestionnaireQuestionKind) => kind === 'single' || kind === 'multi';

/**
 * What makes a list of questions impossible to answer: repeated ids or option values,
 * choices without two options, options on a free question, a condition that points at a
 * later, unknown or non-choice question or at options it does not have. Empty when sound.
 */
export function questionListProblems(questions: readonly QuestionnaireQuestion[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, QuestionnaireQuestion>();
  questions.forEach((question, index) => {
    const where = `第${index + 1}题（${question.id}）`;
    if (seen.has(question.id)) problems.push(`${where}：编码与前面的题目重复`);
    if (isChoice(question.kind)) {
      if (question.options.length < 2) problems.push(`${where}：选择题至少要有两个选项`);
      const values = question.options.map((option) => option.value);
      if (new Set(values).size !== values.length) problems.push(`${where}：选项编码不能重复`);
    } else if (question.options.length > 0) {
      problems.push(`${where}：填空题和体温题不能有选项`);
    }
    if (question.showIf) {
      const parent = seen.get(question.showIf.question);
      if (!parent) {
        problems.push(`${where}：显示条件只能引用前面的题目`);
      } else if (!isChoice(parent.kind)) {
        problems.push(`${where}：显示条件只能引用选择题`);
      } else {
        const known = new Set(parent.options.map((option) => option.value));
        const unknown = question.showIf.values.filter((value) => !known.has(value));
        if (unknown.length > 0)
          problems.push(`${where}：显示条件中的选项不存在：${unknown.join('、')}`);
      }
    }
    seen.set(question.id, question);
  });
  return problems;
}

export const QuestionListSchema = z
  .array(QuestionnaireQuestionSchema)
  .min(1, '至少要有一道题')
  .max(QUESTIONS_MAX, `题目不能超过${QUESTIONS_MAX}道`)
  .superRefine((questions, ctx) => {
    for (const message of questionListProblems(questions))
      ctx.addIssue({ code: 'custom', message });
  });

export const QUESTIONNAIRE_TITLE_MAX = 40;
export const QuestionnaireTitleSchema = text('问卷标题', QUESTIONNAIRE_TITLE_MAX);

/** A questionnaire as patients get it: the version they answer is stored with their sheet. */
export const QuestionnaireSchema = z.object({
  key: QuestionnaireKeySchema,
  version: z.number().int().positive(),
  title: z.string(),
  questions: z.array(QuestionnaireQuestionSchema),
});
export type Questionnaire = z.infer<typeof QuestionnaireSchema>;

/** One answer: the chosen option (single), options (multi), words (text) or °C (temperature). */
export const QuestionnaireAnswerValueSchema = z.union([
  z.string().max(TEXT_ANSWER_MAX * 2),
  z.array(z.string().max(64)).max(OPTIONS_MAX),
  z.number(),
]);
export type QuestionnaireAnswerValue = z.infer<typeof QuestionnaireAnswerValueSchema>;

/** QuestionnaireAnswers by question id; a question left out is unanswered. */
export const QuestionnaireAnswersSchema = z
  .record(z.string().max(64), QuestionnaireAnswerValueSchema)
  .refine((answers) => Object.keys(answers).length <= QUESTIONS_MAX, '回答的题目过多');
export type QuestionnaireAnswers = z.infer<typeof QuestionnaireAnswersSchema>;

/**
 * An answer sheet as stored: the questionnaire's version and questions as shown, and the
 * answers, so it reads the same after any later edit.
 */
export const QuestionnaireSnapshotSchema = QuestionnaireSchema.extend({
  answers: QuestionnaireAnswersSchema,
});
export type QuestionnaireSnapshot = z.infer<typeof QuestionnaireSnapshotSchema>;
