import { RefundBillLineSchema, type FinanceBillLine } from '@hospital/contract/console';
import { Alert, App, Descriptions, Form } from 'antd';
import { useState } from 'react';
import { schemaRule } from '../../../lib/form-rules.ts';
import { formatFen } from '../../../lib/money.ts';
import { fieldErrorOf } from '../../../lib/server-error.ts';
import { useRefundBillLine } from '../mutations/refund-bill-line.ts';
import { RefundFacts, RefundFormModal, RefundReasonField } from './refund-form-parts.tsx';

const reasonRule = schemaRule(RefundBillLineSchema.shape.reason);

/** Takes back one line of a paid bill: its whole amount, once, with the reason finance gives. */
export function LineRefundModal({
  orderId,
  billNo,
  line,
  insurance,
  onClose,
}: {
  orderId: number;
  billNo: string;
  line: FinanceBillLine;
  insurance: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const [error, setError] = useState<string | null>(null);
  const refund = useRefundBillLine();
  const { message } = App.useApp();

  const submit = ({ reason }: { reason: string }) => {
    setError(null);
    refund.mutate(
      { orderId, lineId: line.id, body: { reason: reason.trim() } },
      {
        onSuccess: () => {
          void message.success(`已提交退费 ${formatFen(line.amountFen)}`);
          onClose();
        },
        onError: (failure) => setError(fieldErrorOf(form, ['reason'], failure)),
      },
    );
  };

  return (
    <RefundFormModal
      title="单项退费"
      okText="确认退费"
      danger
      pending={refund.isPending}
      onOk={() => form.submit()}
      onClose={onClose}
    >
      <RefundFacts>
        <Descriptions.Item label="账单号">{billNo}</Descriptions.Item>
        <Descriptions.Item label="项目">
          第 {line.lineNo} 项 · {line.name}
          {line.specification && `（${line.specification}）`}
        </Descriptions.Item>
        <Descriptions.Item label="退费金额">{formatFen(line.amountFen)}</Descriptions.Item>
      </RefundFacts>
      {insurance && (
        <Alert
          type="warning"
          showIcon
          title="医保支付的订单只能整单退回，单项退费将被医保拒绝，显示为退款失败，需到窗口处理"
          style={{ marginBottom: 16 }}
        />
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<{ reason: string }> form={form} layout="vertical" name="line-refund" onFinish={submit}>
        <RefundReasonField
          label="退费原因"
          rule={reasonRule}
          placeholder="如：患者未取药，退回该药品费用"
        />
      </Form>
    </RefundFormModal>
  );
}
