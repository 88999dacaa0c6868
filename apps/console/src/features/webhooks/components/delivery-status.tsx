import type { WebhookDelivery } from '@hospital/contract/console';
import { Badge } from 'antd';
import { deliveryStatuses } from '../labels.ts';

export function DeliveryStatus({ status }: { status: WebhookDelivery['status'] }) {
  const { label, badge } = deliveryStatuses[status];
  return <Badge status={badge} text={label} />;
}
