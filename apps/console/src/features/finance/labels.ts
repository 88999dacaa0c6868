import type { PaymentChannel, PaymentStatus, RefundStatus } from '@hospital/contract';
import type { Mismatch, RefundRequestStatus } from '@hospital/contract/console';
import type { Tone } from './components/status-tag.tsx';

export const channelLabels: Record<PaymentChannel, string> = {
  wechat_jsapi: '微信支付',
  alipay_trade: '支付宝',
  alipay_wap: '支付宝（网页）',
};

export const orderStatusLabels: Record<PaymentStatus, { text: string; color: Tone }> = {
  pending: { text: '待支付', color: 'gold' },
  paid: { text: '已支付', color: 'green' },
  closed: { text: '已关闭', color: 'grey' },
  partially_refunded: { text: '部分退款', color: 'orange' },
  refunded: { text: '已退款', color: 'blue' },
};

export const refundStatusLabels: Record<RefundStatus, { text: string; color: Tone }> = {
  pending: { text: '待发送', color: 'gold' },
  processing: { text: '退款中', color: 'blue' },
  success: { text: '退款成功', color: 'green' },
  failed: { text: '退款失败', color: 'red' },
};

export const requestStatusLabels: Record<RefundRequestStatus, { text: string; color: Tone }> = {
  pending_approval: { text: '待审批', color: 'gold' },
  refunded: { text: '已退款', color: 'green' },
  rejected: { text: '已驳回', color: 'red' },
};

export const providerLabels = { wechat: '微信支付', alipay: '支付宝' } as const;

export const problemLabels: Record<Mismatch['problem'], string> = {
  missing_at_provider: '渠道账单缺失',
  missing_here: '本院记录缺失',
  amount_differs: '金额不符',
};

export const subjectLabels = {
  registration: '挂号',
  outpatient: '门诊缴费',
  inpatient_deposit: '住院预交金',
  nucleic_acid: '核酸检测',
  exam: '检查预约',
} as const;
