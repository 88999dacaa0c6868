import { StopReasonSchema, type ClinicStopResult } from '@hospital/contract/his';
import type { ConsoleSchedule } from '@hospital/contract/console';
import { Alert, App, Button, Form, Input, Modal, Result } from 'antd';
import { useState } from 'react';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useStopClinic } from '../mutations/schedule-changes.ts';
import { halfDayOf } from './labels.ts';

const reasonRule = schemaRule(StopReasonSchema);

function affectedText({ paid, unpaid }: ConsoleSchedule): string {
  if (paid + unpaid === 0) return '该时段暂无患者挂号，停诊后将不再开放预约。';
  return (
    `该时段共有 ${paid + unpaid} 位患者受影响：已支付 ${paid} 人将全额退款，` +
    `待支付 ${unpaid} 人的订单将关闭。所有患者都会收到停诊通知及改约入口。`
  );
}

function StopResult({ result, onClose }: { result: ClinicStopResult; onClose: () => void }) {
  const messaged = result.refunded + result.canceled;
  return (
    <Result
      status="success"
      title={result.alreadyStopped ? '该时段此前已停诊' : '已停诊'}
      subTitle={`已通知 ${messaged} 位患者，已发起全额退款 ${result.refunded} 笔，关闭待支付订单 ${result.canceled} 笔。`}
      extra={
        <Button type="primary" onClick={onClose}>
          完成
        </Button>
      }
    />
  );
}

/** 停诊: the reason every holder reads, a confirmation naming who is affected, then what was done. */
export function StopClinicModal({
  schedule,
  onClose,
}: {
  schedule: ConsoleSchedule | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const stop = useStopClinic();
  const [result, setResult] = useState<ClinicStopResult | null>(null);
  const { modal } = App.useApp();

  const submit = ({ reason }: { reason: string }) => {
    if (!schedule) return;
    void modal.confirm({
      title: '确认停诊？',
      content: affectedText(schedule),
      okText: '确认停诊',
      okButtonProps: { danger: true },
      cancelText: '再想想',
      onOk: () => stop.mutateAsync({ id: schedule.id, reason: reason.trim() }).then(setResult),
    });
  };

  return (
    <Modal
      title="停诊"
      open={schedule !== null}
      onCancel={onClose}
      footer={result ? null : undefined}
      onOk={() => form.submit()}
      okText="停诊"
      okButtonProps={{ danger: true }}
      confirmLoading={stop.isPending}
      destroyOnHidden
      afterClose={() => {
        setResult(null);
        stop.reset();
      }}
    >
      {result ? (
        <StopResult result={result} onClose={onClose} />
      ) : (
        schedule && (
          <>
            <Alert
              type="warning"
              showIcon
              title={halfDayOf(schedule)}
              description={affectedText(schedule)}
              style={{ marginBottom: 16 }}
            />
            {stop.error && (
              <Alert
                type="error"
                showIcon
                title={stop.error.message}
                style={{ marginBottom: 16 }}
              />
            )}
            <Form<{ reason: string }>
              name="stop-clinic"
              form={form}
              layout="vertical"
              preserve={false}
              onFinish={submit}
            >
              <Form.Item
                label="停诊原因"
                name="reason"
                rules={[
                  { required: true, whitespace: true, message: '请填写停诊原因' },
                  reasonRule,
                ]}
                extra="患者将在停诊通知中看到此原因"
              >
                <Input.TextArea
                  rows={3}
                  maxLength={200}
                  showCount
                  placeholder="例如：医生临时外出会诊"
                />
              </Form.Item>
            </Form>
          </>
        )
      )}
    </Modal>
  );
}
