import type {
  OutpatientBillStatus,
  PaymentChannel,
  PaymentStatus,
  RefundStatus,
} from '@hospital/contract';
import type { Mismatch, RefundRequestStatus } from '@hospital/contract/console';
import type { StatusLabels } from '../../components/status-tag.tsx';

export const channelLabels: Record<PaymentChannel, string> = {
  wechat_jsapi: '微信支付',
  alipay_trade: '支付宝',
  alipay_wap: '支付宝（网页）',
  wechat_medicare: '微信医保支付',
  hcare: 'hcare 医保支付',
};

export const orderStatusLabels: StatusLabels<PaymentStatus> = {
  pending: { text: '待支付', tint: 'gold' },
  paid: { text: '已支付', tint: 'green' },
  closed: { text: '已关闭', tint: 'grey' },
  partially_refunded: { text: '部分退款', tint: 'orange' },
  refunded: { text: '已退款', tint: 'blue' },
};

export const refundStatusLabels: StatusLabels<RefundStatus> = {
  pending: { text: '待发送', tint: 'gold' },
  processing: { text: '退款中', tint: 'blue' },
  success: { text: '退款成功', tint: 'green' },
  failed: { text: '退款失败', tint: 'red' },
};

export const requestStatusLabels: StatusLabels<RefundRequestStatus> = {
  pending_approval: { text: '待审批', tint: 'gold' },
  refunded: { text: '已退款', tint: 'green' },
  rejected: { text: '已驳回', tint: 'red' },
};

export const providerLabels = {
  wechat: '微信支付',
  alipay: '支付宝',
  medicare: '医保移动支付',
} as const;

export const problemLabels: StatusLabels<Mismatch['problem']> = {
  missing_at_provider: { text: '渠道账单缺失', tint: 'orange' },
  missing_here: { text: '本院记录缺失', tint: 'red' },
  amount_differs: { text: '金额不符', tint: 'magenta' },
};

export const billLabels: StatusLabels<'fetched' | 'failed'> = {
  fetched: { text: '账单已获取', tint: 'green' },
  failed: { text: '账单获取失败', tint: 'red' },
};

export const subjectLabels = {
  registration: '挂号',
  outpatient: '门诊缴费',
  inpatient_deposit: '住院预交金',
  nucleic_acid: '核酸检测',
  exam: '检查预约',
  admission_deposit: '入院预交金',
  discharge_settlement: '出院结算补缴',
} as const;

export const billStatusLabels: StatusLabels<OutpatientBillStatus> = {
  unpaid: { text: '待缴费', tint: 'gold' },
  paid: { text: '已缴费', tint: 'green' },
  voided: { text: '已作废', tint: 'grey' },
  refunded: { text: '已全部退费', tint: 'blue' },
  credited: { text: '先诊疗后付费', tint: 'magenta' },
};
