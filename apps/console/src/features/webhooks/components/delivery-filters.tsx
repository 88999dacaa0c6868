import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@hospital/contract/his';
import type { WebhookDelivery } from '@hospital/contract/console';
import { Button, DatePicker, Form, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { deliveryStatuses, eventTypeLabels } from '../labels.ts';

export interface DeliveryFilter {
  status?: WebhookDelivery['status'];
  type?: WebhookEventType;
  /** The first day of events shown, `YYYY-MM-DD`. */
  from?: string;
}

interface FilterValues {
  status?: DeliveryFilter['status'];
  type?: DeliveryFilter['type'];
  from?: Dayjs | null;
}

const statusOptions = Object.entries(deliveryStatuses).map(([value, { filterLabel }]) => ({
  value,
  label: filterLabel,
}));
const typeOptions = WEBHOOK_EVENT_TYPES.map((type) => ({
  value: type,
  label: `${eventTypeLabels[type]}（${type}）`,
}));

export function DeliveryFilters({
  filter,
  onChange,
}: {
  filter: DeliveryFilter;
  onChange: (filter: DeliveryFilter) => void;
}) {
  const [form] = Form.useForm<FilterValues>();
  const search = ({ status, type, from }: FilterValues) =>
    onChange({ status, type, from: from?.format('YYYY-MM-DD') });

  return (
    <Form<FilterValues>
      name="webhook-filter"
      form={form}
      layout="inline"
      onFinish={search}
      initialValues={{ ...filter, from: filter.from ? dayjs(filter.from) : null }}
    >
      <Form.Item label="状态" name="status">
        <Select allowClear placeholder="全部状态" options={statusOptions} style={{ width: 190 }} />
      </Form.Item>
      <Form.Item label="事件类型" name="type">
        <Select allowClear placeholder="全部类型" options={typeOptions} style={{ width: 260 }} />
      </Form.Item>
      <Form.Item label="起始日期" name="from">
        <DatePicker placeholder="不限" />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查询
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.setFieldsValue({ status: undefined, type: undefined, from: null });
              onChange({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
