import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import type { DayRange, ListParams } from '../../lib/use-list-params.ts';

/**
 * The filter bar above a list: the list's own fields, then the days (both ends included, as
 * the server reads them), 查询 and 重置, searching by way of the address.
 */
export function FilterBar<Values extends { days?: DayRange }>({
  name,
  initialValues,
  daysLabel = '日期',
  params,
  children,
}: {
  name: string;
  initialValues: Values;
  daysLabel?: string;
  params: Pick<ListParams, 'search' | 'reset'>;
  children: ReactNode;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <Card className="filter-card">
      <Form<Values>
        name={name}
        form={form}
        layout="inline"
        onFinish={({ days, ...filters }) => params.search(filters, days)}
        initialValues={initialValues}
      >
        {children}
        <Form.Item label={daysLabel} name="days">
          <DatePicker.RangePicker allowEmpty={[false, false]} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              查询
            </Button>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                // Cleared rather than reset: the initial values are the address's filters.
                const cleared = Object.keys(form.getFieldsValue(true) as object).map((field) => ({
                  name: field,
                  value: undefined,
                }));
                form.setFields(cleared as Parameters<typeof form.setFields>[0]);
                params.reset();
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
