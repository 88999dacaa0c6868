import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@hospital/contract/his';
import type { WebhookDelivery } from '@hospital/contract/console';
import type { BadgeProps } from 'antd';

export const eventTypeLabels: Record<WebhookEventType, string> = {
  'appointment.booked': '预约成功',
  'appointment.cancelled': '预约取消',
  'appointment.refunded': '挂号退款',
  'payment.succeeded': '支付成功',
  'payment.refunded': '支付退款',
  'patient.registered': '就诊人建档',
  'exam.reserved': '检查预约',
  'exam.rescheduled': '检查改约',
  'exam.cancelled': '检查取消预约',
  'nat.paid': '核酸检测已缴费',
  'admission.registered': '入院登记',
  'admission.deposit.paid': '入院预交金已缴',
  'inpatient.deposit.paid': '住院押金已缴纳',
  'inpatient.deposit.refunded': '住院押金已退款',
  'bill.paid': '门诊账单已缴费',
  'bill.credited': '门诊账单先诊疗后付费',
  'bill.refunded': '门诊账单退费',
  'discharge.settled': '出院结算完成',
};

/** Every event type, named in Chinese with the code the HIS sees. */
export const eventTypeOptions = WEBHOOK_EVENT_TYPES.map((type) => ({
  value: type,
  label: `${eventTypeLabels[type]}（${type}）`,
}));

export const deliveryStatuses: Record<
  WebhookDelivery['status'],
  { label: string; badge: BadgeProps['status']; filterLabel: string }
> = {
  pending: { label: '待投递', badge: 'processing', filterLabel: '待投递（含重试中）' },
  delivered: { label: '已送达', badge: 'success', filterLabel: '已送达' },
  // Given up after every retry; only a replay sends it again.
  failed: { label: '投递失败', badge: 'error', filterLabel: '投递失败' },
};
