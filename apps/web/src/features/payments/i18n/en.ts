import type { PaymentsMessages } from './zh-cn.ts';

export const paymentsEn: PaymentsMessages = {
  title: { list: 'Payments', detail: 'Payment details' },
  list: { empty: 'No payments yet' },
  subject: {
    registration: 'Registration fee',
    outpatient: 'Outpatient bill',
    inpatient_deposit: 'Inpatient deposit',
    nucleic_acid: 'Nucleic acid test',
    exam: 'Examination',
  },
  status: {
    pending: 'Unpaid',
    paid: 'Paid',
    closed: 'Closed',
    refunded: 'Refunded',
    partially_refunded: 'Partly refunded',
  },
  channel: {
    wechat_jsapi: 'WeChat Pay',
    alipay_trade: 'Alipay',
    alipay_wap: 'Alipay',
    none: 'Not paid',
  },
  refundStatus: {
    pending: 'Pending',
    processing: 'Processing',
    success: 'Refunded',
    failed: 'Failed',
  },
  detail: {
    amount: 'Amount',
    item: 'Item',
    status: 'Status',
    channel: 'Paid with',
    outTradeNo: 'Order number',
    providerTradeNo: 'Transaction number',
    createdAt: 'Ordered at',
    paidAt: 'Paid at',
    refunded: 'Refunded',
    refunds: 'Refunds',
    refundNo: 'Refund number',
    refundReason: 'Reason',
    refundAt: 'Refunded at',
    goSubject: 'View the registration',
  },
  description: { registrationFee: 'Registration fee, {{halfDay}}' },
};
