import type { medicalInsuranceZhCN } from './zh-cn.ts';

export const medicalInsuranceEn: typeof medicalInsuranceZhCN = {
  title: {
    pay: 'Pay with medical insurance',
    method: 'Insurance payment method',
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
    start: {
      wechat_medicare: 'Authorise with the e-certificate',
      hcare: 'Authorise mobile insurance payment',
    },
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
    next: { registration: 'View the registration', outpatient: 'Where to go next' },
  },
  channel: {
    wechat_medicare: 'Medical-insurance e-certificate',
    hcare: 'Mobile insurance payment',
  },
  method: {
    amount: 'Amount due',
    bills: 'Bills',
    registration: 'Registration',
    ways: 'Choose how insurance pays',
    wechat_medicare:
      'Show your national e-certificate in WeChat; the fund and your personal account settle at once',
    hcare: 'Authorise on the mobile insurance platform; works outside WeChat too',
    rule: 'The pooled fund and your personal account share by the rules; you pay the rest',
    ruleTitle: 'How it splits',
    none: 'Insurance cannot pay here; please pay yourself',
    cash: 'Pay yourself',
    cashHint: 'Without insurance: you pay the whole amount',
    closed: 'This has been paid or is no longer payable',
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
