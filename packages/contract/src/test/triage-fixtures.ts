// The triage-rules tests judge one small questionnaire and symptom catalogue, so a rule's
// tests in different files agree on what the form holds.
import type { Question, Symptom } from '../triage-content.ts';
import type { TriageFacts } from '../triage-rules.ts';

export const facts = (over: Partial<TriageFacts> = {}): TriageFacts => ({
  symptoms: new Set(),
  answers: {},
  ageMonths: null,
  ...over,
});

export const symptom = (
  code: string,
  departments: Symptom['departments'],
  extra = {},
): Symptom => ({
  code,
  name: `症状${code}`,
  explanation: '说明',
  partCodes: ['belly'],
  departments,
  ...extra,
});

export const symptoms: Symptom[] = [
  symptom('fever', [{ deptCode: 'A', weight: 5 }]),
  symptom('cough', [{ deptCode: 'A', weight: 3 }]),
  symptom('pain', [{ deptCode: 'B', weight: 8 }]),
];

/** A complaint, a fever follow-up, and a follow-up of the follow-up. */
export const questions: Question[] = [
  { code: 'complaint', group: 'visit', kind: 'symptoms', label: '哪里不舒服', required: true },
  {
    code: 'temperature',
    group: 'visit',
    kind: 'number',
    label: '最高体温',
    required: true,
    min: 35,
    max: 43,
    unit: '℃',
    showIf: { anyOf: [{ allOf: [{ kind: 'symptom', symptom: 'fever' }] }] },
  },
  {
    code: 'shivers',
    group: 'visit',
    kind: 'single',
    label: '是否寒战',
    required: false,
    options: [
      { code: 'no', label: '没有' },
      { code: 'yes', label: '有' },
    ],
    showIf: { anyOf: [{ allOf: [{ kind: 'atLeast', question: 'temperature', value: 39 }] }] },
  },
  {
    code: 'history',
    group: 'history',
    kind: 'multi',
    label: '既往病史',
    required: false,
    options: [
      { code: 'none', label: '无' },
      { code: 'asthma', label: '哮喘' },
    ],
  },
  {
    code: 'allergies',
    group: 'history',
    kind: 'text',
    label: '过敏史',
    required: true,
    maxLength: 5,
  },
];

export const content = { questions, symptoms };
