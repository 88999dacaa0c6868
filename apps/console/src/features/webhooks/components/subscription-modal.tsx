import {
  SaveWebhookSubscriptionSchema,
  type WebhookSubscription,
} from '@hospital/contract/console';
import { Alert, App, Checkbox, Form, Input, Modal, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { schemaRule } from '../../../lib/form-rules.ts';
import { fieldErrorOf } from '../../../lib/server-error.ts';
import { eventTypeOptions } from '../labels.ts';
import {
  useCreateWebhookSubscription,
  useUpdateWebhookSubscription,
  type SubscriptionBody,
} from '../mutations/save-webhook-subscription.ts';

const fields = ['name', 'url', 'eventTypes', 'active'] as const;

/**
 * Creates a subscription (`editing` is 'new') or changes one. A new one's secret is handed
 * to `onCreated`, to be shown once.
 */
export function SubscriptionModal({
  editing,
  onClose,
  onCreated,
}: {
  editing: WebhookSubscription | 'new' | null;
  onClose: () => void;
  onCreated: (created: { name: string; secret: string }) => void;
}) {
  const [form] = Form.useForm<SubscriptionBody>();
  const create = useCreateWebhookSubscription();
  const update = useUpdateWebhookSubscription();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const existing = editing === 'new' ? null : editing;

  // The form instance outlives each opening; without a reset it would merge what the last
  // opening left over the subscription now being edited.
  useEffect(() => {
    if (editing !== null) form.resetFields();
  }, [editing, form]);

  const submit = (body: SubscriptionBody) => {
    setError(null);
    const onError = (failure: Error) => setError(fieldErrorOf(form, fields, failure));
    if (existing)
      update.mutate(
        { id: existing.id, body },
        {
          onSuccess: (saved) => {
            void message.success(`已保存订阅 ${saved.name}`);
            onClose();
          },
          onError,
        },
      );
    else
      create.mutate(body, {
        onSuccess: (created) => {
          onClose();
          onCreated(created);
        },
        onError,
      });
  };

  return (
    <Modal
      title={existing ? `编辑订阅：${existing.name}` : '新建订阅'}
      open={editing !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={existing ? '保存' : '创建'}
      cancelText="取消"
      confirmLoading={create.isPending || update.isPending}
      destroyOnHidden
      afterClose={() => setError(null)}
      width={600}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {editing !== null && (
        <Form<SubscriptionBody>
          name="webhook-subscription"
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={submit}
          initialValues={
            existing
              ? {
                  name: existing.name,
                  url: existing.url,
                  eventTypes: existing.eventTypes,
                  active: existing.active,
                }
              : { eventTypes: [], active: true }
          }
        >
          <Form.Item
            label="名称"
            name="name"
            rules={[schemaRule(SaveWebhookSubscriptionSchema.shape.name)]}
          >
            <Input placeholder="如 his-prod" />
          </Form.Item>
          <Form.Item
            label="接收地址"
            name="url"
            rules={[schemaRule(SaveWebhookSubscriptionSchema.shape.url)]}
            extra="HIS 接收事件的地址，生产环境须为 https"
          >
            <Input placeholder="https://his.example.com/webhooks" />
          </Form.Item>
          <Form.Item label="事件类型" name="eventTypes" extra="不勾选表示接收全部事件类型">
            <Checkbox.Group options={eventTypeOptions} style={{ display: 'grid', gap: 8 }} />
          </Form.Item>
          <Form.Item label="启用" name="active" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
