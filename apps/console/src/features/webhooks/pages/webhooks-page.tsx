import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { WEBHOOK_EVENT_TYPES } from '@hospital/contract/his';
import { PageHeader } from '../../../components/page-header.tsx';
import { DeliveriesTab } from '../components/deliveries-tab.tsx';
import type { DeliveryFilter } from '../components/delivery-filters.tsx';
import { SubscriptionsTab } from '../components/subscriptions-tab.tsx';
import { deliveryStatuses } from '../labels.ts';

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  allowed.find((item) => item === value);

/** The tab and the filters live in the address, so a view can be reloaded and shared. */
function filterFrom(params: URLSearchParams): DeliveryFilter {
  const from = params.get('from');
  return {
    status: oneOf(
      Object.keys(deliveryStatuses) as (keyof typeof deliveryStatuses)[],
      params.get('status'),
    ),
    type: oneOf(WEBHOOK_EVENT_TYPES, params.get('type')),
    from: from && /^\d{4}-\d{2}-\d{2}$/.test(from) ? from : undefined,
  };
}

export function WebhooksPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'subscriptions' ? 'subscriptions' : 'deliveries';

  const showFilter = (filter: DeliveryFilter) => {
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(filter))
      if (typeof value === 'string') next.set(name, value);
    setParams(next);
  };

  return (
    <>
      <PageHeader
        title="Webhook 管理"
        description="挂号、支付、退款等事件以签名 Webhook 推送给 HIS。失败的投递会自动重试，也可在此查看详情并重新投递。"
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'subscriptions' ? { tab: key } : {})}
        items={[
          {
            key: 'deliveries',
            label: '投递记录',
            children: <DeliveriesTab filter={filterFrom(params)} onFilterChange={showFilter} />,
          },
          { key: 'subscriptions', label: '订阅', children: <SubscriptionsTab /> },
        ]}
      />
    </>
  );
}
