import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { DeliveriesTab } from '../components/deliveries-tab.tsx';
import { SubscriptionsTab } from '../components/subscriptions-tab.tsx';

export function WebhooksPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'subscriptions' ? 'subscriptions' : 'deliveries';

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
            // Keyed by the filters in the address, so a new search starts at the newest page.
            children: <DeliveriesTab key={params.toString()} />,
          },
          { key: 'subscriptions', label: '订阅', children: <SubscriptionsTab /> },
        ]}
      />
    </>
  );
}
