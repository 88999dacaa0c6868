import type { WebhookEventType } from '@hospital/contract/his';
import type { WebhookDelivery } from '@hospital/contract/console';
import { Form, Select } from 'antd';
import { FilterBar } from '../../../components/list/filter-bar.tsx';
import type { DayRange, ListParams } from '../../../lib/use-list-params.ts';
import { deliveryStatuses, eventTypeOptions } from '../labels.ts';

export const DELIVERY_STATUSES = Object.keys(deliveryStatuses) as WebhookDelivery['status'][];

export interface DeliveryFilter {
  status?: WebhookDelivery['status'] | undefined;
  type?: WebhookEventType | undefined;
}

const statusOptions = Object.entries(deliveryStatuses).map(([value, { filterLabel }]) => ({
  value,
  label: filterLabel,
}));

export function DeliveryFilterBar({
  filter,
  params,
}: {
  filter: DeliveryFilter;
  params: ListParams;
}) {
  return (
    <FilterBar<DeliveryFilter & { days?: DayRange }>
      name="webhook-filter"
      daysLabel="事件日期"
      initialValues={{ ...filter, days: params.dayRange }}
      params={params}
    >
      <Form.Item label="状态" name="status">
        <Select allowClear placeholder="全部状态" options={statusOptions} style={{ width: 190 }} />
      </Form.Item>
      <Form.Item label="事件类型" name="type">
        <Select
          allowClear
          placeholder="全部类型"
          options={eventTypeOptions}
          style={{ width: 260 }}
        />
      </Form.Item>
    </FilterBar>
  );
}
