import type { SurveysMessages } from './zh-cn.ts';

export const surveysEn: SurveysMessages = {
  title: 'Satisfaction surveys',
  list: {
    intro: 'Your answers help us improve our care',
    questions: '{{count}} questions',
    answered: 'Answered',
    answer: 'Answer',
    answeredAt: 'Sent {{date}}',
    empty: 'No surveys right now',
  },
  form: {
    required: 'Required',
    multiple: ' (choose any)',
    textPlaceholder: 'Your comments or suggestions',
    submit: 'Submit',
    submitted: 'Thank you for taking part!',
    answerRequired: 'Please answer this question',
    alreadyAnswered: 'You have already answered this survey. Thank you!',
  },
};
