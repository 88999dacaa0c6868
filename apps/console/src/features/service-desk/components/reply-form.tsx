import { SendOutlined } from '@ant-design/icons';
import { FEEDBACK_REPLY_MAX, FeedbackReplyInputSchema } from '@hospital/contract/console';
import { App, Button, Form, Input } from 'antd';
import { schemaRule } from '../../../lib/form-rules.ts';
import { fieldErrorOf } from '../../../lib/server-error.ts';
import { useReplyToFeedback } from '../mutations/reply-to-feedback.ts';
import styles from './feedback-drawer.module.css';

interface ReplyValues {
  content: string;
}

/** The reply box: the patient sees what is sent at once, so it is checked as the server will. */
export function ReplyForm({ feedbackId }: { feedbackId: number }) {
  const [form] = Form.useForm<ReplyValues>();
  const reply = useReplyToFeedback(feedbackId);
  const { message } = App.useApp();

  const send = ({ content }: ReplyValues) =>
    reply.mutate(content, {
      onSuccess: () => {
        form.resetFields();
        void message.success('回复已发送，患者将在意见反馈中看到');
      },
      onError: (error) => {
        const unplaced = fieldErrorOf(form, ['content'], error);
        if (unplaced) void message.error(unplaced);
      },
    });

  return (
    <Form<ReplyValues>
      name="feedback-reply"
      form={form}
      layout="vertical"
      onFinish={send}
      className={styles.replyForm}
    >
      <Form.Item
        label="回复内容"
        name="content"
        rules={[schemaRule(FeedbackReplyInputSchema.shape.content)]}
      >
        <Input.TextArea
          rows={4}
          showCount
          maxLength={FEEDBACK_REPLY_MAX}
          placeholder="请输入给患者的回复，如处理结果、改进措施或联系方式"
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={reply.isPending}>
          发送回复
        </Button>
      </Form.Item>
    </Form>
  );
}
