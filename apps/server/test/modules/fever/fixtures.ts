import type { QuestionnaireAnswers } from '@hospital/contract';

/** A fever pre-screening answered with nothing alarming. */
export const calmFeverAnswers: QuestionnaireAnswers = {
  temperature: 36.6,
  symptoms: ['none'],
  travel: 'no',
  contact: 'no',
  cluster: 'no',
  'fever-contact': 'no',
  'health-code': 'green',
};
