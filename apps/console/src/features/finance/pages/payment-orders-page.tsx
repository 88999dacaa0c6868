import {
  PaymentChannelSchema,
  PaymentStatusSchema,
  type PaymentChannel,
  type PaymentStatus,
} from '@hospital/contract';
import type { FinanceOrder } from '@hospital/contract/console';
import { Button, Form, Input, Select, type TableProps } from 'antd';
import { useState } from 'react';
import { FilterBar } from '../../../components/list/filter-bar.tsx';
import { ListTable } from '../../../components/list/list-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PAGE_SIZE, useListParams, type DayRange } from '../../../lib/use-list-params.ts';
import { StatusTag } from '../../../components/status-tag.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { OrderDetailDrawer } from '../components/order-detail-drawer.tsx';
import { channelLabels, orderStatusLabels, subjectLabels } from '../labels.ts';
import { formatFen } from '../../../lib/money.ts';
import { usePaymentOrders, type PaymentOrderQuery } from '../queries/payment-orders.ts';

interface FilterValues {
  keyword?: string;
  channel?: PaymentChannel;
  status?: PaymentStatus;
  days?: DayRange;
}

const channelOptions = Object.entries(channelLabels).map(([value, label]) => ({ value, label }));
const statusOptions = Object.entries(orderStatusLabels).map(([value, { text }]) => ({
  value,
  label: text,
}));

export function PaymentOrdersPage() {
  const params = useListParams();
  const keyword = params.text('keyword');
  const channel = params.oneOf('channel', PaymentChannelSchema.options);
  const status = params.oneOf('status', PaymentStatusSchema.options);
  const query: PaymentOrderQuery = {
    page: params.page,
    pageSize: PAGE_SIZE,
    ...(keyword && { keyword }),
    ...(channel && { channel }),
    ...(status && { status }),
    ...params.days,
  };
  const orders = usePaymentOrders(query);
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
        <StatusTag status={status} labels={orderStatusLabels} />
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

  return (
    <>
      <PageHeader
        title="支付订单"
        description="查询患者的挂号、缴费等支付订单，查看退款记录并发起退款。"
      />
      <FilterBar<FilterValues>
        name="order-filter"
        daysLabel="下单日期"
        initialValues={{
          keyword,
          channel,
          status,
          days: params.dayRange,
        }}
        params={params}
      >
        <Form.Item label="单号/卡号/手机号" name="keyword">
          <Input
            allowClear
            placeholder="订单号、交易号、账单号、就诊卡号或手机号"
            style={{ width: 300 }}
          />
        </Form.Item>
        <Form.Item label="渠道" name="channel">
          <Select allowClear options={channelOptions} placeholder="全部" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select allowClear options={statusOptions} placeholder="全部" style={{ width: 120 }} />
        </Form.Item>
      </FilterBar>
      <ListTable<FinanceOrder>
        list={orders}
        columns={columns}
        emptyText="没有符合条件的支付订单"
        paging={{ unit: '笔订单', ...params.pager }}
      />
      <OrderDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
