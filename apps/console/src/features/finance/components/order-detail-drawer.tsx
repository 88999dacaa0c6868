import type { FinanceRefund, RefundRequest } from '@hospital/contract/console';
import { Button, Descriptions, Drawer, Skeleton, Table, Typography } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import {
  channelLabels,
  orderStatusLabels,
  refundStatusLabels,
  requestStatusLabels,
  subjectLabels,
} from '../labels.ts';
import { formatFen } from '../../../lib/money.ts';
import { usePaymentOrder } from '../queries/payment-orders.ts';
import { OutpatientBills } from './outpatient-bills.tsx';
import { RefundModal } from './refund-modal.tsx';
import { StatusTag } from '../../../components/status-tag.tsx';

const refundColumns = [
  // Refund numbers run to 52 characters: cut with the full one on hover, so the reason keeps room.
  { title: '退款单号', dataIndex: 'outRefundNo', width: 180, ellipsis: { showTitle: true } },
  { title: '金额', dataIndex: 'amountFen', width: 100, render: formatFen },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (status: FinanceRefund['status']) => (
      <StatusTag status={status} labels={refundStatusLabels} />
    ),
  },
  { title: '原因', dataIndex: 'reason', width: 150 },
  {
    title: '成功时间',
    dataIndex: 'succeededAt',
    width: 150,
    render: (at: string | null) => (at ? formatDateTime(at) : '—'),
  },
];

const requestColumns = [
  { title: '申请时间', dataIndex: 'requestedAt', width: 170, render: formatDateTime },
  { title: '金额', dataIndex: 'amountFen', width: 100, render: formatFen },
  {
    title: '申请人',
    key: 'requestedBy',
    width: 100,
    render: (_: unknown, request: RefundRequest) => request.requestedBy.name,
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (status: RefundRequest['status']) => (
      <StatusTag status={status} labels={requestStatusLabels} />
    ),
  },
  { title: '原因', dataIndex: 'reason', width: 180 },
];

export function OrderDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = usePaymentOrder(id);
  const [refunding, setRefunding] = useState(false);
  const order = detail.data;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title="支付订单详情"
      size="large"
      extra={
        order && (
          <Button
            type="primary"
            danger
            disabled={order.refundableFen <= 0}
            onClick={() => setRefunding(true)}
          >
            退款
          </Button>
        )
      }
    >
      {detail.isError ? (
        <LoadError error={detail.error} retry={detail.refetch} />
      ) : !order ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label="订单号" span={2}>
              <Typography.Text copyable>{order.outTradeNo}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="业务">{subjectLabels[order.subjectType]}</Descriptions.Item>
            <Descriptions.Item label="说明">{order.description}</Descriptions.Item>
            <Descriptions.Item label="金额">{formatFen(order.amountFen)}</Descriptions.Item>
            <Descriptions.Item label="可退金额">{formatFen(order.refundableFen)}</Descriptions.Item>
            <Descriptions.Item label="渠道">
              {order.channel ? channelLabels[order.channel] : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="状态">
              <StatusTag status={order.status} labels={orderStatusLabels} />
            </Descriptions.Item>
            <Descriptions.Item label="渠道交易号" span={2}>
              {order.providerTradeNo ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label="付款人手机">{order.payerPhone ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="支付时间">
              {order.paidAt ? formatDateTime(order.paidAt) : '—'}
            </Descriptions.Item>
          </Descriptions>
          {order.subjectType === 'outpatient' && (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                门诊账单
              </Typography.Title>
              <OutpatientBills orderId={order.id} />
            </>
          )}
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            退款记录
          </Typography.Title>
          <Table<FinanceRefund>
            rowKey="id"
            size="small"
            columns={refundColumns}
            dataSource={order.refunds}
            pagination={false}
            locale={{ emptyText: <Typography.Text>暂无退款</Typography.Text> }}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            退款申请
          </Typography.Title>
          <Table<RefundRequest>
            rowKey="id"
            size="small"
            columns={requestColumns}
            dataSource={order.refundRequests}
            pagination={false}
            locale={{ emptyText: <Typography.Text>暂无退款申请</Typography.Text> }}
          />
          {refunding && <RefundModal order={order} onClose={() => setRefunding(false)} />}
        </>
      )}
    </Drawer>
  );
}
