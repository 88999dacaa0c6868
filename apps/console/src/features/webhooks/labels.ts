import type { WebhookEventType } from '@hospital/contract/his';
import type { WebhookDelivery } from '@hospital/contract/console';
import type { BadgeProps } from 'antd';

export const eventTypeLabels: Record<WebhookEventType, string> = {
  'appointment.booked': '预约成功',
  'appointment.cancelled': '预约取消',
  'appointment.refunded': '挂号退款',
  'payment.succeeded': '支付成功',
  'payment.refunded': '支付退款',
};

export const deliveryStatuses: Record<
  WebhookDelivery['status'],
  { label: string; badge: BadgeProps['status'] }
> = {
  pending: { label: '待投递', badge: 'processing' },
  delivered: { label: '已送达', badge: 'success' },
  failed: { label: '投递失败', badge: 'error' },
};
