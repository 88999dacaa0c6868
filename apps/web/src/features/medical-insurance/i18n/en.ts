import type { medicalInsuranceZhCN } from './zh-cn.ts';

export const medicalInsuranceEn: typeof medicalInsuranceZhCN = {
  title: {
    pay: 'Pay with medical insurance',
    success: 'Insurance payment',
    detail: 'Settlement details',
  },
  split: {
    total: 'Total',
    fund: 'Pooled fund',
    account: 'Personal account',
    cash: 'Cash',
    useAccount: 'Use my personal account',
    useAccountHint: 'Turned off, everything the fund does not pay is paid in cash',
    expiresAt: 'Please pay before {{time}}',
  },
  auth: {
    intro:
      'Authorise with your national medical-insurance e-certificate to see what the fund, your personal account and you pay, then confirm.',
    start: 'Authorise with the e-certificate',
    cancelled: 'You cancelled the authorisation',
  },
  pay: {
    submit: 'Confirm and pay',
    changed: 'The insurance split changed: please check the new amounts',
    canceled: 'Payment cancelled',
    failed: 'The payment did not go through, please try again',
  },
  status: {
    presettled: 'To pay',
    superseded: 'Updated',
    expired: 'Expired',
    paying: 'Confirming',
    paid: 'Paid',
    reversing: 'Cash failed; returning the insurance part',
    reversed: 'Cash failed; the insurance part was returned',
  },
  result: {
    paidTitle: 'Paid with medical insurance',
    paidTips: 'Fund, personal account and cash were settled together',
    waiting: 'Confirming the payment…',
    reversedTitle: 'Payment not completed',
    reversedTips:
      'The cash part failed, so the settled insurance part was returned; the bill is still to pay',
    detail: 'Settlement details',
    home: 'Back home',
    again: 'Pay again',
  },
  detail: {
    hospital: 'Hospital bill',
    insurer: "The insurer's record",
    hospitalSplit: "The hospital's record",
    balance: 'Personal account balance',
    settlementNo: 'Settlement no.',
    orderNo: 'Order no.',
    patient: 'Patient',
    paidAt: 'Paid at',
    refunded: 'Refunded',
    unavailable: "The insurer's record is not available right now",
  },
};
