/** Strings of the payment records, registered as the `payments` namespace. en.ts mirrors these keys. */
export const paymentsZhCN = {
  title: { list: '缴费记录', detail: '缴费详情' },
  list: { empty: '暂无缴费记录' },
  subject: {
    registration: '挂号费',
    outpatient: '门诊缴费',
    inpatient_deposit: '住院预交金',
    nucleic_acid: '核酸检测',
    exam: '检查预约',
    admission_deposit: '入院预交金',
    discharge_settlement: '出院结算补缴',
  },
  status: {
    pending: '待支付',
    paid: '已支付',
    closed: '已关闭',
    refunded: '已退款',
    partially_refunded: '部分退款',
  },
  channel: {
    wechat_jsapi: '微信支付',
    alipay_trade: '支付宝',
    alipay_wap: '支付宝',
    wechat_medicare: '医保电子凭证支付',
    hcare: '医保移动支付',
    none: '未支付',
  },
  split: {
    title: '医保结算',
    fund: '统筹基金',
    account: '个人账户',
    cash: '自付现金',
    line: '统筹 {{fund}} · 个账 {{account}} · 自付 {{cash}}',
  },
  refundStatus: {
    pending: '待退款',
    processing: '退款中',
    success: '已退款',
    failed: '退款失败',
  },
  detail: {
    amount: '支付金额',
    item: '缴费项目',
    status: '状态',
    channel: '支付方式',
    outTradeNo: '订单号',
    providerTradeNo: '交易流水号',
    createdAt: '下单时间',
    paidAt: '支付时间',
    refunded: '已退金额',
    refunds: '退款记录',
    refundNo: '退款单号',
    refundReason: '退款原因',
    refundAt: '退款时间',
    goSubject: '查看挂号详情',
    bill: '{{department}} · 单号 {{no}}',
    lineRefunded: '已退费',
    goOutpatient: '查看取药、检查指引',
  },
  /** Payment lines the server wrote, by their template key. */
  refundReason: {
    appointmentCancelled: '取消挂号退款',
    clinicStopped: '医生停诊退款',
    doublePayment: '重复支付，自动退款',
    latePayment: '订单已超时关闭，自动退款',
  },
  description: { registrationFee: '挂号费 {{halfDay}}' },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type PaymentsMessages = Widen<typeof paymentsZhCN>;
