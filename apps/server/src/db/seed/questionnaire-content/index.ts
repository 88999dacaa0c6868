import {
  QuestionListSchema,
  type QuestionnaireKey,
  type QuestionnaireQuestion,
} from '@hospital/contract';
import { feverQuestions } from './fever.ts';
import { carerQuestions, visitorQuestions } from './health.ts';
import { natQuestions } from './nat.ts';

import { sources } from './sources.ts';

/** The starting version's note: what it is and what it rests on, for the staff who review it. */
export const questionnaireSeedNote = `初始内容。${sources.join('；')}`;

/** The demo hospital's starting questionnaires, checked as the console checks an edit. */
export const questionnaireSeedContent: Record<
  QuestionnaireKey,
  { title: string; questions: QuestionnaireQuestion[] }
> = {
  fever: { title: '发热门诊预检问卷', questions: QuestionListSchema.parse(feverQuestions) },
  'health-visitor': {
    title: '来院人员健康登记',
    questions: QuestionListSchema.parse(visitorQuestions),
  },
  'health-carer': {
    title: '陪护人员健康登记',
    questions: QuestionListSchema.parse(carerQuestions),
  },
  'nat-epidemiology': {
    title: '核酸检测流行病学调查',
    questions: QuestionListSchema.parse(natQuestions),
  },
};
