import type { HealthMessages } from './zh-cn.ts';

export const healthEn: HealthMessages = {
  title: {
    start: 'Health registration',
    person: 'Who is registering',
    register: 'Health declaration',
    inpat: 'Inpatient companion',
    log: 'Registrations',
    complete: 'Registration complete',
    result: 'Health pass',
  },
  kind: {
    visitor: 'Visitor',
    outpatient: 'Outpatient',
    carer: 'Inpatient companion',
  },
  kindMark: { visitor: 'V', outpatient: 'O', carer: 'C' },
  kindHint: {
    visitor: 'Visiting a relative or friend on a ward',
    outpatient: 'Coming for a clinic, an exam or medicines',
    carer: 'Staying on a ward to care for an inpatient',
  },
  start: {
    heading: 'Health declaration',
    intro:
      'Before entering the hospital, declare your health truthfully. You then get a pass to show at the door.',
    choose: 'Choose what you are coming for',
    log: 'My registrations',
    validHours: 'A pass is valid for {{hours}} hours after registering',
  },
  person: {
    intro: 'Who are you registering?',
    none: 'No patients yet; add one first',
    add: 'Add a patient',
    next: 'Next',
  },
  form: {
    patient: 'Registering',
    answerRequired: 'Please answer this question',
    submit: 'Submit',
    changed: 'The questions have changed; please answer them again',
    honest: 'I declare the above is true and complete.',
  },
  inpatient: {
    section: 'The inpatient you care for',
    hint: "Write the ward and bed as on the inpatient's wristband",
    recent: 'Registered before',
    name: "Inpatient's name",
    ward: 'Ward',
    bed: 'Bed',
    namePlaceholder: "Enter the inpatient's name",
    wardPlaceholder: 'e.g. Cardiology ward 2',
    bedPlaceholder: 'e.g. Bed 12',
  },
  complete: {
    green: 'Registered. Show your pass to enter the hospital',
    risk: "Registered. Please follow your pass colour's advice",
    showPass: 'Show my pass',
    home: 'Back to home',
  },
  result: {
    colour: {
      green: 'Green · You may enter',
      yellow: 'Yellow · Go to the triage desk',
      red: 'Red · Go to the fever clinic',
    },
    advice: {
      green: 'Show this code at the door and have your temperature taken',
      yellow: 'Your declaration has a risk answer; staff at the triage desk will assess you first',
      red: 'Do not enter the outpatient halls; staff will take you to the fever clinic',
    },
    issuedAt: 'Registered',
    expiresAt: 'Valid until',
    kind: 'Type',
    expired: 'This pass has expired; please register again',
    again: 'Register again',
    qrLabel: 'Health pass code for the door guard to scan',
  },
  log: {
    empty: 'No registrations yet',
    expired: 'Expired',
    valid: 'Valid',
  },
};
