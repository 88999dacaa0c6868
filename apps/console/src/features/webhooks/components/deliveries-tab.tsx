import type { WebhookDelivery } from '@hospital/contract/console';
import { Button, Card, Space, Table, Typography, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { WEBHOOK_EVENT_TYPES } from '@hospital/contract/his';
import { LoadError } from '../../../components/load-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { eventTypeLabels } from '../labels.ts';
import { useWebhookDeliveries, type DeliveryQuery } from '../queries/list-webhooks.ts';
import { DeliveryDrawer } from './delivery-drawer.tsx';
import { DELIVERY_STATUSES, DeliveryFilterBar } from './delivery-filter-bar.tsx';
import { DeliveryStatus } from './delivery-status.tsx';
import { EmptyList } from '../../../components/empty-list.tsx';

const PAGE_SIZE = 20;

const columnsOpening = (
  open: (delivery: WebhookDelivery) => void,
): TableProps<WebhookDelivery>['columns'] => [
  {
    title: '事件时间',
    key: 'createdAt',
    width: 180,
    render: (_, delivery) => formatDateTime(delivery.event.createdAt),
  },
  {
    title: '事件类型',
    key: 'type',
    width: 200,
    render: (_, delivery) => (
      <Space size={2} orientation="vertical">
        <span>{eventTypeLabels[delivery.event.type]}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {delivery.event.type}
        </Typography.Text>
      </Space>
    ),
  },
  { title: '订阅', key: 'subscription', width: 140, render: (_, d) => d.subscription.name },
  {
    title: '状态',
    key: 'status',
    width: 110,
    render: (_, delivery) => <DeliveryStatus delivery={delivery} />,
  },
  { title: '尝试', dataIndex: 'attempts', width: 70, align: 'right' },
  {
    title: '最近结果',
    key: 'last',
    ellipsis: true,
    render: (_, delivery) =>
      delivery.lastError ?? (delivery.lastStatus ? `HTTP ${delivery.lastStatus}` : '—'),
  },
  {
    title: '操作',
    key: 'actions',
    width: 90,
    render: (_, delivery) => (
      <Button type="link" size="small" onClick={() => open(delivery)}>
        详情
      </Button>
    ),
  },
];

/**
 * The deliveries, newest first, filtered by the address. The server pages by id, so each page
 * remembers the cursor that opened it and 上一页 goes back one.
 */
export function DeliveriesTab() {
  const params = useListParams();
  const filter = {
    status: params.oneOf('status', DELIVERY_STATUSES),
    type: params.oneOf('type', WEBHOOK_EVENT_TYPES),
  };
  const { from, to } = params.days;
  const [cursors, setCursors] = useState<number[]>([]);
  const [selected, setSelected] = useState<WebhookDelivery | null>(null);
  const query: DeliveryQuery = {
    ...filter,
    // The chosen days whole, in the staff member's time zone.
    since: from ? dayjs(from).format() : undefined,
    until: to ? dayjs(to).add(1, 'day').format() : undefined,
    beforeId: cursors.at(-1),
    limit: PAGE_SIZE,
  };
  const deliveries = useWebhookDeliveries(query);
  const filtered = Boolean(filter.status ?? filter.type ?? from);

  return (
    <>
      <DeliveryFilterBar filter={filter} params={params} />
      <Card>
        {deliveries.isError ? (
          <LoadError error={deliveries.error} retry={deliveries.refetch} />
        ) : (
          <Table<WebhookDelivery>
            rowKey="id"
            columns={columnsOpening(setSelected)}
            dataSource={deliveries.data?.items}
            loading={deliveries.isFetching}
            pagination={false}
            locale={{
              emptyText: (
                <EmptyList text={filtered ? '没有符合条件的投递记录' : '还没有任何投递记录'} />
              ),
            }}
            footer={
              cursors.length === 0 && !deliveries.data?.nextBeforeId
                ? undefined
                : () => (
                    <Space>
                      <Button
                        disabled={cursors.length === 0}
                        onClick={() => setCursors((all) => all.slice(0, -1))}
                      >
                        上一页
                      </Button>
                      <Button
                        disabled={!deliveries.data?.nextBeforeId}
                        onClick={() => {
                          const next = deliveries.data?.nextBeforeId;
                          if (next) setCursors((all) => [...all, next]);
                        }}
                      >
                        下一页
                      </Button>
                      <Typography.Text type="secondary">第 {cursors.length + 1} 页</Typography.Text>
                    </Space>
                  )
            }
          />
        )}
      </Card>
      <DeliveryDrawer
        delivery={selected}
        onClose={() => setSelected(null)}
        onReplayed={setSelected}
      />
    </>
  );
}
