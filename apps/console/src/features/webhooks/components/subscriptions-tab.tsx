import { PlusOutlined } from '@ant-design/icons';
import type { WebhookSubscription } from '@hospital/contract/console';
import {
  App,
  Badge,
  Button,
  Card,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { eventTypeLabels } from '../labels.ts';
import { useRotateWebhookSecret } from '../mutations/rotate-webhook-secret.ts';
import { useWebhookSubscriptions } from '../queries/list-webhook-subscriptions.ts';
import { EmptyList } from '../../../components/empty-list.tsx';
import { SecretModal } from './secret-modal.tsx';
import { SubscriptionModal } from './subscription-modal.tsx';

/** Where the events go: each HIS endpoint, what it takes, and its signing secret. */
export function SubscriptionsTab() {
  const subscriptions = useWebhookSubscriptions();
  const rotate = useRotateWebhookSecret();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<WebhookSubscription | 'new' | null>(null);
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);

  const rotateSecret = (subscription: WebhookSubscription) =>
    rotate.mutateAsync(subscription.id, {
      onSuccess: setSecret,
      onError: (error) => void message.error(error.message),
    });

  const columns: TableProps<WebhookSubscription>['columns'] = [
    { title: '名称', dataIndex: 'name', width: 140 },
    {
      title: '接收地址',
      dataIndex: 'url',
      ellipsis: true,
      render: (url: string) => <Typography.Text copyable>{url}</Typography.Text>,
    },
    {
      title: '事件类型',
      dataIndex: 'eventTypes',
      width: 260,
      render: (types: WebhookSubscription['eventTypes']) =>
        types.length === 0 ? (
          '全部事件'
        ) : (
          <Space size={[0, 4]} wrap>
            {types.map((type) => (
              <Tag key={type} color="geekblue">
                {eventTypeLabels[type]}
              </Tag>
            ))}
          </Space>
        ),
    },
    {
      title: '状态',
      dataIndex: 'active',
      width: 90,
      render: (active: boolean) =>
        active ? <Badge status="success" text="启用" /> : <Badge status="default" text="停用" />,
    },
    {
      title: '密钥',
      dataIndex: 'secretHint',
      width: 110,
      render: (hint: string) => <Typography.Text code>{hint}</Typography.Text>,
    },
    {
      title: '创建时间',
      dataIndex: 'createdAt',
      width: 180,
      render: (at: string) => formatDateTime(at),
    },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_, subscription) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(subscription)}>
            编辑
          </Button>
          <Popconfirm
            title="更换签名密钥？"
            description="旧密钥立即失效，HIS 须改用新密钥验签，否则之后的投递会被拒收。"
            okText="更换"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => rotateSecret(subscription)}
          >
            <Button type="link" size="small" danger>
              更换密钥
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="订阅列表"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建订阅
        </Button>
      }
    >
      {subscriptions.isError ? (
        <LoadError error={subscriptions.error} retry={subscriptions.refetch} />
      ) : (
        <Table<WebhookSubscription>
          rowKey="id"
          columns={columns}
          dataSource={subscriptions.data}
          loading={subscriptions.isPending}
          pagination={false}
          locale={{ emptyText: <EmptyList text="还没有订阅，新建一个以向 HIS 推送事件" /> }}
        />
      )}
      <SubscriptionModal editing={editing} onClose={() => setEditing(null)} onCreated={setSecret} />
      <SecretModal subscription={secret} onClose={() => setSecret(null)} />
    </Card>
  );
}
