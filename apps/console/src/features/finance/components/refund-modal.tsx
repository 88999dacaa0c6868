import { RefundInputSchema, type FinanceOrder } from '@hospital/contract/console';
import { Alert, App, Descriptions, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { schemaRule } from '../../../lib/form-rules.ts';
import { fieldErrorOf } from '../../../lib/server-error.ts';
import { fenOfYuan, formatFen, yuanOfFen } from '../../../lib/money.ts';
import { useRefundOrder } from '../mutations/refund-order.ts';
import { RefundFacts, RefundFormModal, RefundReasonField } from './refund-form-parts.tsx';

interface RefundValues {
  amountYuan: number;
  reason: string;
}

const reasonRule = schemaRule(RefundInputSchema.shape.reason);

/** One id per opened form: sending it twice (a double click, a retry) refunds once. */
const newRequestId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 24).toUpperCase();

export function RefundModal({ order, onClose }: { order: FinanceOrder; onClose: () => void }) {
  const [form] = Form.useForm<RefundValues>();
  const [requestId] = useState(newRequestId);
  const [error, setError] = useState<string | null>(null);
  const refund = useRefundOrder();
  const { message } = App.useApp();
  const maxYuan = yuanOfFen(order.refundableFen);

  const submit = (values: RefundValues) => {
    setError(null);
    const body = {
      amountFen: fenOfYuan(values.amountYuan),
      reason: values.reason.trim(),
      requestId,
    };
    refund.mutate(
      { id: order.id, body },
      {
        onSuccess: (request) => {
          void message.success(
            request.status === 'pending_approval'
              ? '金额超过审批额度，已提交退款申请，待另一位财务人员审批'
              : `已提交退款 ${formatFen(request.amountFen)}`,
          );
          onClose();
        },
        onError: (failure) => setError(fieldErrorOf(form, ['amountFen', 'reason'], failure)),
      },
    );
  };

  return (
    <RefundFormModal
      title="退款"
      okText="确认退款"
      pending={refund.isPending}
      onOk={() => form.submit()}
      onClose={onClose}
    >
      <RefundFacts>
        <Descriptions.Item label="订单号">{order.outTradeNo}</Descriptions.Item>
        <Descriptions.Item label="支付金额">{formatFen(order.amountFen)}</Descriptions.Item>
        <Descriptions.Item label="可退金额">{formatFen(order.refundableFen)}</Descriptions.Item>
      </RefundFacts>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form<RefundValues> form={form} layout="vertical" name="refund" onFinish={submit}>
        <Form.Item
          label="退款金额（元）"
          name="amountYuan"
          rules={[
            { required: true, message: '请输入退款金额' },
            {
              type: 'number',
              min: 0.01,
              max: maxYuan,
              message: `退款金额须在 ¥0.01 至 ${formatFen(order.refundableFen)} 之间`,
            },
          ]}
          extra="超过审批额度的退款将提交给另一位财务人员审批后执行"
        >
          <InputNumber<number>
            precision={2}
            min={0}
            step={1}
            prefix="¥"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <RefundReasonField
          label="退款原因"
          rule={reasonRule}
          placeholder="如：患者取消检查，全额退费"
        />
      </Form>
    </RefundFormModal>
  );
}
