import { z } from 'zod';

/**
 * What triage knows, as one document the hospital edits in the console and publishes as a
 * numbered version: the body parts the guidance figure offers, the symptoms of each part
 * with the departments that treat them, the pre-diagnosis questions, and the red-flag rules
 * that send a patient to the emergency room whatever else was answered. Every stored
 * pre-diagnosis names the version it was judged by.
 */

/** The figures the guidance page draws; a part or symptom may belong to some of them only. */
export const TRIAGE_FIGURES = ['male', 'female', 'child'] as const;
export const TriageFigureSchema = z.enum(TRIAGE_FIGURES);
export type TriageFigure = z.infer<typeof TriageFigureSchema>;

/**
 * The regions the figure draws, front and back. A body part sits in one region (several
 * parts may share one: the head holds eyes, ears, nose and throat) or in none, when it is
 * offered only in the list (whole body, skin, mood).
 */
export const BODY_REGIONS = [
  'head',
  'neck',
  'chest',
  'upper-abdomen',
  'lower-abdomen',
  'pelvis',
  'arms',
  'legs',
  'back',
  'waist',
  'buttocks',
] as const;
export const BodyRegionSchema = z.enum(BODY_REGIONS);
export type BodyRegion = z.infer<typeof BodyRegionSchema>;

/** Regions drawn on the back view; the others are on the front (arms and legs on both). */
export const BACK_REGIONS: readonly BodyRegion[] = [
  'head',
  'neck',
  'back',
  'waist',
  'buttocks',
  'arms',
  'legs',
];

/** Codes are stable names inside a content document: `abdomen`, `chest-pain`. */
export const TriageCodeSchema = z
  .string('请填写编码')
  .regex(/^[a-z][a-z0-9-]{0,39}$/, '编码只能由小写字母、数字和连字符组成，以字母开头，最长40位');

const text = (label: string, max: number) =>
  z.string(`请填写${label}`).trim().min(1, `请填写${label}`).max(max, `${label}不能超过${max}字`);

const FiguresSchema = z
  .array(TriageFigureSchema)
  .min(1, '至少适用于一种人群')
  .refine((figures) => new Set(figures).size === figures.length, '人群不能重复');

export const BodyPartSchema = z.object({
  code: TriageCodeSchema,
  name: text('部位名称', 12),
  region: BodyRegionSchema.nullable(),
  figures: FiguresSchema,
  sort: z.number().int().min(0).max(10_000),
});
export type BodyPart = z.infer<typeof BodyPartSchema>;

/** How strongly a symptom points to a department (1 weak … 10 decisive). */
export const SymptomDepartmentSchema = z.object({
  deptCode: z.string().trim().min(1, '请选择科室').max(32),
  weight: z.number('权重须为数字').int().min(1, '权重为1-10').max(10, '权重为1-10'),
  /** Only for these figures (a child's belly ache goes to paediatrics); absent means all. */
  figures: FiguresSchema.optional(),
});
export type SymptomDepartment = z.infer<typeof SymptomDepartmentSchema>;

export const SymptomSchema = z.object({
  code: TriageCodeSchema,
  name: text('症状名称', 20),
  /** Plain words a patient understands, shown under the name. */
  explanation: text('症状说明', 120),
  partCodes: z.array(TriageCodeSchema).min(1, '症状至少属于一个部位'),
  departments: z.array(SymptomDepartmentSchema).min(1, '症状至少对应一个科室'),
  figures: FiguresSchema.optional(),
});
export type Symptom = z.infer<typeof SymptomSchema>;

/**
 * One fact about what the patient said. Rules and question branches are written as
 * "any of these clauses, each true when all its facts are": plain enough to edit in a form.
 */
export const TriageFactSchema = z.discriminatedUnion('kind', [
  /** The symptom was chosen on the figure or named as a complaint. */
  z.object({ kind: z.literal('symptom'), symptom: TriageCodeSchema }),
  /** A choice question was answered with this option (one of several for a multiple choice). */
  z.object({ kind: z.literal('answer'), question: TriageCodeSchema, option: TriageCodeSchema }),
  /** A number question was answered with at least this value (a temperature, a score). */
  z.object({ kind: z.literal('atLeast'), question: TriageCodeSchema, value: z.number() }),
  /** The patient is younger than this many months (infants). */
  z.object({ kind: z.literal('ageMonthsBelow'), value: z.number().int().min(1).max(1_200) }),
]);
export type TriageFact = z.infer<typeof TriageFactSchema>;

export const TriageClauseSchema = z.object({
  allOf: z.array(TriageFactSchema).min(1, '每组条件至少一项'),
});
export type TriageClause = z.infer<typeof TriageClauseSchema>;

export const TriageConditionSchema = z.object({
  anyOf: z.array(TriageClauseSchema).min(1, '至少一组条件'),
});
export type TriageCondition = z.infer<typeof TriageConditionSchema>;

export const RedFlagRuleSchema = z.object({
  code: TriageCodeSchema,
  name: text('规则名称', 30),
  /** What the diversion page tells the patient to do now. */
  advice: text('处置建议', 200),
  when: TriageConditionSchema,
  /** The guideline the rule follows, for the reviewer. */
  source: text('依据', 200),
});
export type RedFlagRule = z.infer<typeof RedFlagRuleSchema>;

export const QUESTION_GROUPS = ['basic', 'visit', 'history'] as const;
export const QuestionGroupSchema = z.enum(QUESTION_GROUPS);
export type QuestionGroup = z.infer<typeof QuestionGroupSchema>;

export const QUESTION_KINDS = ['symptoms', 'single', 'multi', 'number', 'text'] as const;
export const QuestionKindSchema = z.enum(QUESTION_KINDS);
export type QuestionKind = z.infer<typeof QuestionKindSchema>;

export const QuestionOptionSchema = z.object({ code: TriageCodeSchema, label: text('选项', 30) });
export type QuestionOption = z.infer<typeof QuestionOptionSchema>;

/**
 * A pre-diagnosis question. `symptoms` picks from the symptom catalogue (the chief
 * complaint); `single`/`multi` from `options`; `number` within `min`–`max` in `unit`;
 * `text` up to `maxLength`. `showIf` makes it a follow-up of earlier answers.
 */
export const QuestionSchema = z.object({
  code: TriageCodeSchema,
  group: QuestionGroupSchema,
  kind: QuestionKindSchema,
  label: text('问题', 60),
  help: z.string().trim().max(120).optional(),
  required: z.boolean(),
  options: z.array(QuestionOptionSchema).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  unit: z.string().trim().max(8).optional(),
  maxLength: z.number().int().min(1).max(500).optional(),
  showIf: TriageConditionSchema.optional(),
});
export type Question = z.infer<typeof QuestionSchema>;

/** What the document must hold to be published; checked again for references on save. */
export const TriageContentSchema = z.object({
  bodyParts: z.array(BodyPartSchema).min(1, '至少一个部位'),
  symptoms: z.array(SymptomSchema).min(1, '至少一个症状'),
  questions: z.array(QuestionSchema).min(1, '至少一个问题'),
  redFlags: z.array(RedFlagRuleSchema).min(1, '至少一条危急规则'),
  /** Where the content comes from (guidelines, reviewers), shown in the console. */
  sources: z.array(text('来源', 200)).min(1, '请注明内容来源'),
});
export type TriageContent = z.infer<typeof TriageContentSchema>;
