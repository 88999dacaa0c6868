import { RedoOutlined } from '@ant-design/icons';
import type { WebhookDelivery } from '@hospital/contract/console';
import { App, Button, Descriptions, Drawer, Popconfirm, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { eventTypeLabels } from '../labels.ts';
import { useReplayWebhook } from '../mutations/replay-webhook.ts';
import { DeliveryStatus } from './delivery-status.tsx';
import styles from './delivery-drawer.module.css';

/** One delivery in full: its event's payload, how the attempts went, and a replay. */
export function DeliveryDrawer({
  delivery,
  onClose,
  onReplayed,
}: {
  delivery: WebhookDelivery | null;
  onClose: () => void;
  onReplayed: (delivery: WebhookDelivery) => void;
}) {
  const replay = useReplayWebhook();
  const { message } = App.useApp();

  // Awaited here rather than in per-call callbacks, which never fire when the list's refetch
  // re-renders this drawer first: the confirmation must always say what happened.
  const replayNow = async (id: number) => {
    try {
      const replayed = await replay.mutateAsync(id);
      void message.success('已重新投递，稍后刷新查看结果');
      onReplayed(replayed);
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '重新投递失败，请稍后再试');
    }
  };

  return (
    <Drawer
      title={delivery ? `投递详情 #${delivery.id}` : ''}
      open={delivery !== null}
      onClose={onClose}
      size={640}
      extra={
        delivery && (
          <Popconfirm
            title="重新投递该事件？"
            description="将以相同的事件编号立即再次发送给订阅方，尝试次数重新计算。"
            okText="重新投递"
            cancelText="取消"
            onConfirm={() => replayNow(delivery.id)}
          >
            <Button type="primary" icon={<RedoOutlined />} loading={replay.isPending}>
              重新投递
            </Button>
          </Popconfirm>
        )
      }
    >
      {delivery && (
        <>
          <Descriptions column={1} bordered size="small" styles={{ label: { width: 140 } }}>
            <Descriptions.Item label="状态">
              <DeliveryStatus delivery={delivery} />
            </Descriptions.Item>
            <Descriptions.Item label="事件类型">
              {eventTypeLabels[delivery.event.type]}（{delivery.event.type}）
            </Descriptions.Item>
            <Descriptions.Item label="事件编号">
              <Typography.Text copyable>{delivery.event.id}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="事件时间">
              {formatDateTime(delivery.event.createdAt)}
            </Descriptions.Item>
            <Descriptions.Item label="订阅">{delivery.subscription.name}</Descriptions.Item>
            <Descriptions.Item label="尝试次数">{delivery.attempts}</Descriptions.Item>
            <Descriptions.Item label={delivery.status === 'pending' ? '下次尝试' : '送达时间'}>
              {delivery.status === 'pending'
                ? formatDateTime(delivery.nextAttemptAt)
                : delivery.deliveredAt
                  ? formatDateTime(delivery.deliveredAt)
                  : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="最近响应码">
              {delivery.lastStatus ?? (delivery.attempts > 0 ? '无响应' : '—')}
            </Descriptions.Item>
            <Descriptions.Item label="最近错误">
              {delivery.lastError ? (
                <Typography.Text type="danger" className={styles.error}>
                  {delivery.lastError}
                </Typography.Text>
              ) : (
                '—'
              )}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} className={styles.payloadTitle}>
            事件内容（payload）
          </Typography.Title>
          <pre className={styles.payload} tabIndex={0} aria-label="事件内容">
            {JSON.stringify(
              {
                id: delivery.event.id,
                type: delivery.event.type,
                createdAt: delivery.event.createdAt,
                data: delivery.event.data,
              },
              null,
              2,
            )}
          </pre>
        </>
      )}
    </Drawer>
  );
}
