import type { FeverMessages } from './zh-cn.ts';

export const feverEn: FeverMessages = {
  title: { questionnaire: 'Fever clinic', result: 'Screening result' },
  intro: {
    heading: 'Please screen before you come',
    text: 'Patients with a fever (37.3 °C or higher), respiratory symptoms or an epidemiological history are seen in the fever clinic. Honest answers shorten your wait and protect others.',
  },
  patient: {
    label: 'Answering for',
    none: 'No patients yet',
    noneHint: 'Add a patient to fill in the screening',
    add: 'Add a patient',
  },
  submit: 'Submit',
  fixProblems: '{{count}} answers still need attention',
  changed: 'The questions were just updated and reloaded; please check and submit again',
  result: {
    feverTitle: 'Please go to the fever clinic',
    feverText:
      'From these answers, <his>{{name}}</his> should be seen in the fever clinic. Please stay out of the outpatient halls and follow the route below.',
    outpatientTitle: 'Ordinary outpatient visit',
    outpatientText:
      'From these answers, <his>{{name}}</his> need not go to the fever clinic and may book an ordinary outpatient visit. Should a fever or respiratory symptoms appear, please screen again.',
    reasons: 'Why the fever clinic',
    place: 'Where it is',
    route: 'How to get there',
    bring: 'Please bring',
    phone: 'Enquiries:',
    savedAt: 'Submitted {{time}} · questionnaire version {{version}}',
    register: 'Book a visit',
    again: 'Answer again',
    map: 'Hospital map',
  },
};
