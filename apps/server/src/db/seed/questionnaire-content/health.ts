import type { QuestionnaireQuestionInput } from '@hospital/contract';
import {
  contact,
  healthCode,
  natResult,
  note,
  symptoms,
  temperature,
  travel,
  travelPlace,
  vaccination,
  yesNo,
} from './common.ts';

/** Outpatients and ward visitors share one declaration; only visitors are asked about the inpatient. */
const purpose: QuestionnaireQuestionInput = {
  id: 'purpose',
  text: '您本次来院是？',
  kind: 'single',
  options: [
    { value: 'outpatient', label: '门诊就诊或检查' },
    { value: 'visit', label: '探视住院患者' },
    { value: 'other', label: '办事、陪同就诊等其他事由' },
  ],
};

const visiting = { question: 'purpose', values: ['visit'] };

/** Who the visitor or carer is to the inpatient. */
const relation: QuestionnaireQuestionInput = {
  id: 'relation',
  text: '您与住院患者的关系是？',
  kind: 'single',
  options: [
    { value: 'spouse', label: '配偶' },
    { value: 'parent', label: '父母' },
    { value: 'child', label: '子女' },
    { value: 'relative', label: '其他亲属' },
    { value: 'hired', label: '护工' },
    { value: 'other', label: '其他' },
  ],
};

const ward: QuestionnaireQuestionInput = {
  id: 'ward',
  text: '住院患者所在的病区和床号',
  help: '例如：外科楼5楼普外一病区12床。',
  kind: 'text',
};

/** 来院人员健康登记: filled by outpatients and by visitors before each visit to a ward. */
export const visitorQuestions: QuestionnaireQuestionInput[] = [
  purpose,
  { ...relation, showIf: visiting },
  { ...ward, showIf: visiting },
  temperature,
  symptoms,
  travel,
  travelPlace,
  contact,
  healthCode,
  natResult,
  note,
];

/**
 * 陪护人员健康登记: one fixed carer per inpatient, registered once and rechecked. The form
 * itself asks the inpatient's name, ward and bed.
 */
export const carerQuestions: QuestionnaireQuestionInput[] = [
  relation,
  {
    id: 'fixed-carer',
    text: '您是否为该患者住院期间的固定陪护人员？',
    help: '住院期间原则上固定1名陪护，确需更换的请先告知病区护士站。',
    kind: 'single',
    options: yesNo(false),
  },
  temperature,
  symptoms,
  travel,
  travelPlace,
  contact,
  healthCode,
  natResult,
  vaccination,
  note,
];
