import type { PrecheckForm, PrecheckRecord, PrecheckVisit } from '@hospital/contract';

export const visit = (overrides: Partial<PrecheckVisit> = {}): PrecheckVisit => ({
  appointmentId: 7,
  patientId: 3,
  patientName: '王秀兰',
  deptName: '心血管内科',
  doctorName: '李明',
  date: '2026-11-28',
  period: 'morning',
  startsAt: '2026-11-28T08:00:00.000+08:00',
  state: 'unanswered',
  savedAt: null,
  ...overrides,
});

/** A small questionnaire: a complaint with a follow-up on chest pain, a number, a text. */
export const form = (overrides: Partial<PrecheckForm> = {}): PrecheckForm => ({
  visit: visit(),
  patient: { name: '王秀兰', gender: 'FEMALE', ageMonths: 600 },
  version: 1,
  questions: [
    {
      code: 'complaint',
      group: 'visit',
      kind: 'symptoms',
      label: '这次主要哪里不舒服？',
      required: true,
    },
    {
      code: 'pain-spreads',
      group: 'visit',
      kind: 'single',
      label: '疼痛会放射到左肩或后背吗？',
      required: true,
      options: [
        { code: 'yes', label: '会' },
        { code: 'no', label: '不会' },
      ],
      showIf: { anyOf: [{ allOf: [{ kind: 'symptom', symptom: 'chest-pain' }] }] },
    },
    {
      code: 'temperature',
      group: 'visit',
      kind: 'number',
      label: '最高体温',
      required: false,
      min: 35,
      max: 42,
      unit: '℃',
    },
    {
      code: 'allergies',
      group: 'history',
      kind: 'text',
      label: '有哪些药物或食物过敏？',
      required: true,
      maxLength: 200,
    },
  ],
  symptoms: [
    { id: 'chest-pain', name: '胸痛', explanation: '胸口疼痛、压榨感或闷痛' },
    { id: 'sweating', name: '大汗', explanation: '没有运动却出很多汗、冷汗' },
    { id: 'stomach-ache', name: '胃痛', explanation: '上腹部（心口下方）疼痛或烧灼感' },
  ],
  record: null,
  editable: true,
  ...overrides,
});

export const record = (overrides: Partial<PrecheckRecord> = {}): PrecheckRecord => ({
  appointmentId: 7,
  version: 1,
  answers: { complaint: ['stomach-ache'], allergies: '无' },
  summary: [
    { question: 'complaint', label: '这次主要哪里不舒服？', answer: '胃痛' },
    { question: 'allergies', label: '有哪些药物或食物过敏？', answer: '无' },
  ],
  redFlag: null,
  savedAt: '2026-11-26T03:00:00.000Z',
  ...overrides,
});
