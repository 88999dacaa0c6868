import type { QuestionnaireQuestionInput } from '@hospital/contract';
import {
  cluster,
  contact,
  healthCode,
  note,
  symptoms,
  temperature,
  travel,
  travelPlace,
} from './common.ts';

/**
 * The fever clinic's pre-screening (发热门诊预检分诊), asked before a patient with a fever or
 * a respiratory complaint comes in: any risk answer sends them to the fever clinic.
 */
export const feverQuestions: QuestionnaireQuestionInput[] = [
  temperature,
  symptoms,
  {
    id: 'fever-days',
    text: '发热已经持续多长时间？',
    kind: 'single',
    showIf: { question: 'symptoms', values: ['fever'] },
    options: [
      { value: 'within-1d', label: '1天以内' },
      { value: 'days-1-3', label: '1～3天' },
      { value: 'days-3-7', label: '3～7天' },
      { value: 'over-7d', label: '7天以上' },
    ],
  },
  travel,
  travelPlace,
  contact,
  cluster,
  {
    id: 'fever-contact',
    text: '近14天内，您是否接触过来自中、高风险地区或境外的发热或有呼吸道症状的人员？',
    kind: 'single',
    options: [
      { value: 'yes', label: '是', risk: true },
      { value: 'no', label: '否' },
    ],
  },
  healthCode,
  note,
];
