import type { SeniorHomeMessages } from './zh-cn.ts';

export const seniorHomeEn: SeniorHomeMessages = {
  service: {
    register: 'See a doctor',
    outpatientPay: 'Pay bills',
    reports: 'My results',
    inpatient: 'Hospital stay',
    waitList: 'My place in line',
    regHistory: 'My bookings',
  },
  hint: {
    register: 'Choose a day and a doctor',
    outpatientPay: 'For visits, medicine and tests',
    reports: 'Lab and scan results',
    inpatient: 'Deposit, costs, going home',
    waitList: 'How many are before you',
    regHistory: 'See or cancel a booking',
  },
  more: 'More services',
  fewer: 'Fewer services',
};
