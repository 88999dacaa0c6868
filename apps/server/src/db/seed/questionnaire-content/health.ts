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

/** 探视人员健康登记: filled before each visit to an inpatient ward. */
export const visitorQuestions: QuestionnaireQuestionInput[] = [
  relation,
  ward,
  temperature,
  symptoms,
  travel,
  travelPlace,
  contact,
  healthCode,
  natResult,
  note,
];

/** 陪护人员健康登记: one fixed carer per inpatient, registered once and rechecked. */
export const carerQuestions: QuestionnaireQuestionInput[] = [
  relation,
  ward,
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
