import type { WebhookDelivery } from '@hospital/contract/console';
import { Badge } from 'antd';
import { deliveryStatuses } from '../labels.ts';

/** A pending delivery that has already failed once is told apart: the receiver needs a look. */
export function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.status === 'pending' && delivery.attempts > 0)
    return <Badge status="warning" text="重试中" />;
  const { label, badge } = deliveryStatuses[delivery.status];
  return <Badge status={badge} text={label} />;
}
