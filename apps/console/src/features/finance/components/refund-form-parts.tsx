import { Descriptions, Form, Input, Modal, type FormRule } from 'antd';
import type { ReactNode } from 'react';

/** The frame of a refund: finance confirms with the button, or closes without refunding. */
export function RefundFormModal({
  title,
  okText,
  danger = false,
  pending,
  onOk,
  onClose,
  children,
}: {
  title: string;
  okText: string;
  danger?: boolean;
  pending: boolean;
  onOk: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger }}
      onOk={onOk}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}

/** What is being refunded, above the form. */
export function RefundFacts({ children }: { children: ReactNode }) {
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ marginBottom: 16 }}
      // antd's label grey falls short of WCAG AA on white.
      styles={{ label: { color: 'rgba(0, 0, 0, 0.65)' } }}
    >
      {children}
    </Descriptions>
  );
}

/** The reason finance gives, kept with the refund for the audit. */
export function RefundReasonField({
  label,
  rule,
  placeholder,
}: {
  label: string;
  rule: FormRule;
  placeholder: string;
}) {
  return (
    <Form.Item label={label} name="reason" rules={[rule]}>
      <Input.TextArea rows={3} maxLength={80} showCount placeholder={placeholder} />
    </Form.Item>
  );
}
