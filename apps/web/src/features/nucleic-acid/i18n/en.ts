import type { nucleicAcidZhCN } from './zh-cn.ts';

export const nucleicAcidEn: typeof nucleicAcidZhCN = {
  title: {
    order: 'Nucleic-acid test',
    self: 'Self-service test',
    emergency: 'Emergency test',
    scan: 'Scan to order',
    question: 'Epidemiology questions',
    pay: 'Pay for the test',
  },
  intro: {
    order: 'Choose a test and a patient; after paying, bring the card to the sampling point',
    self: 'Order yourself without registering, then go straight to the sampling point',
    emergency: 'Tests of the emergency department, open 24 hours, for its patients and carers',
    scan: 'You scanned the code of a sampling point; confirm the patient and pay',
  },
  kind: { label: 'Test type', single: 'Single', pooled: 'Pooled' },
  item: {
    header: 'Test',
    pooled: '{{count}}-in-1 pooled',
    single: 'One person per tube',
    emergency: 'Emergency',
    place: 'Sampling point',
    hours: 'Hours',
    empty: 'No tests can be ordered now',
    scanGone: 'This test is no longer offered; scan again at the sampling point or ask the staff',
  },
  form: {
    choose: 'Choose a test',
    patient: 'Choose a patient',
    total: 'Total',
    submit: 'Place order',
  },
  question: {
    intro: 'Before the test, please answer the epidemiological questions truthfully',
    submit: 'Submit and order',
    fix: '{{count}} questions still need an answer or a fix',
    riskTitle: 'Please go to the fever clinic first',
    riskTips:
      'Your answers mean the fever clinic must see you and arrange the test; it cannot be ordered online.',
    toFever: 'Go to the fever clinic',
  },
  pay: {
    amount: 'Amount due',
    countdown: 'Pay within {{time}}, or the order is cancelled',
    expired: 'Payment timed out; please order again',
    submit: 'Pay now',
    canceled: 'Payment cancelled',
    failed: 'Payment not completed, please try again',
    patient: 'Patient',
    item: 'Test',
    orderedAt: 'Ordered at',
    paidTitle: 'Paid',
    paidTips:
      'Bring your ID card or patient card to the sampling point in its hours. The result appears under Reports once issued.',
    expiredTitle: 'Order cancelled',
    refundedTitle: 'Order refunded',
    reports: 'View test reports',
    again: 'Order again',
  },
  status: {
    pending_payment: 'Unpaid',
    paid: 'Paid',
    expired: 'Cancelled',
    refunded: 'Refunded',
  },
};
