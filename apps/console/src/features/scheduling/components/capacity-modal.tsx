import { ScheduleCapacitySchema, type ConsoleSchedule } from '@hospital/contract/console';
import { Alert, App, Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useChangeCapacity } from '../mutations/schedule-changes.ts';
import { halfDayOf } from './labels.ts';

const capacityRule = schemaRule(ScheduleCapacitySchema.shape.capacity);

export function CapacityModal({
  schedule,
  onClose,
}: {
  schedule: ConsoleSchedule | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ capacity: number }>();
  const change = useChangeCapacity();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);

  const submit = ({ capacity }: { capacity: number }) => {
    if (!schedule) return;
    setError(null);
    change.mutate(
      { id: schedule.id, capacity },
      {
        onSuccess: (updated) => {
          void message.success(`号源已改为 ${updated.capacity} 个`);
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Modal
      title="修改号源"
      open={schedule !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      confirmLoading={change.isPending}
      destroyOnHidden
      afterClose={() => setError(null)}
    >
      {schedule && (
        <>
          <Alert
            type="info"
            title={halfDayOf(schedule)}
            description={`已挂出 ${schedule.sold} 个号，号源数不能少于已挂出的数量。`}
            style={{ marginBottom: 16 }}
          />
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Form<{ capacity: number }>
            name="schedule-capacity"
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={{ capacity: schedule.capacity }}
            onFinish={submit}
          >
            <Form.Item
              label="号源数"
              name="capacity"
              validateFirst
              rules={[
                capacityRule,
                {
                  validator: (_, value: number | null) =>
                    value !== null && value < schedule.sold
                      ? Promise.reject(
                          new Error(
                            `已挂出 ${schedule.sold} 个号，号源数不能少于 ${schedule.sold}`,
                          ),
                        )
                      : Promise.resolve(),
                },
              ]}
              extra="减少号源不会影响已挂号的患者"
            >
              <InputNumber precision={0} style={{ width: 160 }} />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
