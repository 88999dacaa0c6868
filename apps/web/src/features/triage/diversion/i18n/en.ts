import type { DiversionMessages } from './zh-cn.ts';

export const diversionEn: DiversionMessages = {
  title: 'Urgent advice',
  headline: 'Seek care now',
  lead: 'What you described may be an emergency. Please do not book a regular clinic.',
  reason: 'Why',
  advice: 'What to do',
  generalAdvice:
    'Go to the emergency department now or call 120. Rest while you wait, do not drive yourself, and have someone come with you if you can.',
  call120: 'Call 120 for an ambulance',
  emergency: {
    title: 'Emergency department',
    location: 'Emergency building, ground floor (open 24 hours)',
    phone: 'Emergency phone',
    callPhone: 'Call the emergency department {{phone}}',
    route:
      'The emergency building is just inside the west gate, where ambulances enter; follow the red "Emergency" line on the ground.',
  },
  notes: [
    'If you become confused, short of breath or the chest pain gets worse, call 120 at once.',
    'Bring your ID card, medical insurance card and the medicines you take.',
  ],
};
