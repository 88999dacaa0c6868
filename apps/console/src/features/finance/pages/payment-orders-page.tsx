import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { PaymentChannelSchema, PaymentStatusSchema } from '@hospital/contract';
import type { FinanceOrder } from '@hospital/contract/console';
import {
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Select,
  Space,
  Table,
  Typography,
  type TableProps,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { StatusTag } from '../components/status-tag.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { OrderDetailDrawer } from '../components/order-detail-drawer.tsx';
import { channelLabels, orderStatusLabels, subjectLabels } from '../labels.ts';
import { formatFen } from '../../../lib/money.ts';
import { usePaymentOrders, type PaymentOrderQuery } from '../queries/payment-orders.ts';

const PAGE_SIZE = 20;
const DAY = 'YYYY-MM-DD';

interface FilterValues {
  keyword?: string;
  channel?: FinanceOrder['channel'];
  status?: FinanceOrder['status'];
  days?: [Dayjs, Dayjs] | null;
}

/** The filters live in the address, so a filtered view can be reloaded and shared. */
function queryFrom(params: URLSearchParams): PaymentOrderQuery {
  const query: PaymentOrderQuery = { page: Number(params.get('page')) || 1, pageSize: PAGE_SIZE };
  const channel = PaymentChannelSchema.safeParse(params.get('channel'));
  const status = PaymentStatusSchema.safeParse(params.get('status'));
  if (channel.success) query.channel = channel.data;
  if (status.success) query.status = status.data;
  for (const name of ['keyword', 'from', 'to'] as const) {
    const value = params.get(name);
    if (value) query[name] = value;
  }
  return query;
}

const channelOptions = Object.entries(channelLabels).map(([value, label]) => ({ value, label }));
const statusOptions = Object.entries(orderStatusLabels).map(([value, { text }]) => ({
  value,
  label: text,
}));

export function PaymentOrdersPage() {
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const orders = usePaymentOrders(query);
  const [form] = Form.useForm<FilterValues>();
  const [openId, setOpenId] = useState<number | null>(null);

  const columns: TableProps<FinanceOrder>['columns'] = [
    {
      title: '订单号',
      dataIndex: 'outTradeNo',
      width: 250,
      render: (no: string, order) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setOpenId(order.id)}>
          {no}
        </Button>
      ),
    },
    {
      title: '业务',
      dataIndex: 'subjectType',
      width: 110,
      render: (type: FinanceOrder['subjectType']) => subjectLabels[type],
    },
    { title: '金额', dataIndex: 'amountFen', width: 110, align: 'right', render: formatFen },
    {
      title: '可退金额',
      dataIndex: 'refundableFen',
      width: 110,
      align: 'right',
      render: formatFen,
    },
    {
      title: '渠道',
      dataIndex: 'channel',
      width: 120,
      render: (channel: FinanceOrder['channel']) => (channel ? channelLabels[channel] : '—'),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (status: FinanceOrder['status']) => (
        <StatusTag tone={orderStatusLabels[status].color}>
          {orderStatusLabels[status].text}
        </StatusTag>
      ),
    },
    {
      title: '付款人手机',
      dataIndex: 'payerPhone',
      width: 130,
      render: (p: string | null) => p ?? '—',
    },
    { title: '下单时间', dataIndex: 'createdAt', width: 170, render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_, order) => (
        <Button size="small" onClick={() => setOpenId(order.id)}>
          详情
        </Button>
      ),
    },
  ];

  const search = (values: FilterValues) => {
    const next = new URLSearchParams();
    const keyword = values.keyword?.trim();
    if (keyword) next.set('keyword', keyword);
    if (values.channel) next.set('channel', values.channel);
    if (values.status) next.set('status', values.status);
    if (values.days) {
      next.set('from', values.days[0].format(DAY));
      next.set('to', values.days[1].format(DAY));
    }
    setParams(next);
  };

  const reset = () => {
    form.resetFields();
    setParams(new URLSearchParams());
  };

  return (
    <>
      <PageHeader
        title="支付订单"
        description="查询患者的挂号、缴费等支付订单，查看退款记录并发起退款。"
      />
      <Card className="filter-card">
        <Form<FilterValues>
          name="order-filter"
          form={form}
          layout="inline"
          onFinish={search}
          initialValues={{
            keyword: query.keyword,
            channel: query.channel,
            status: query.status,
            days: query.from && query.to ? [dayjs(query.from), dayjs(query.to)] : null,
          }}
        >
          <Form.Item label="订单号/手机号" name="keyword">
            <Input allowClear placeholder="订单号、渠道交易号或手机号" style={{ width: 240 }} />
          </Form.Item>
          <Form.Item label="渠道" name="channel">
            <Select allowClear options={channelOptions} placeholder="全部" style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select allowClear options={statusOptions} placeholder="全部" style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label="下单日期" name="days">
            <DatePicker.RangePicker allowEmpty={[false, false]} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                查询
              </Button>
              <Button onClick={reset} icon={<ReloadOutlined />}>
                重置
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card>
        {orders.isError ? (
          <LoadError error={orders.error} retry={orders.refetch} />
        ) : (
          <Table<FinanceOrder>
            rowKey="id"
            columns={columns}
            dataSource={orders.data?.items}
            loading={orders.isFetching}
            locale={{
              emptyText: <Typography.Text>没有符合条件的支付订单</Typography.Text>,
            }}
            pagination={{
              current: orders.data?.page ?? query.page,
              pageSize: PAGE_SIZE,
              total: orders.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => `共 ${total} 笔订单`,
              onChange: (page) => {
                const next = new URLSearchParams(params);
                next.set('page', String(page));
                setParams(next);
              },
            }}
          />
        )}
      </Card>
      <OrderDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
