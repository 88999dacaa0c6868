import { Alert, Descriptions, Drawer, Skeleton } from 'antd';
import { LoadError } from '../../../components/load-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useFeedbackDetail } from '../queries/feedback-detail.ts';
import { FeedbackConversation } from './feedback-conversation.tsx';
import { FeedbackStatusTag, ReplyReadTag } from './feedback-status-tag.tsx';
import { ReplyForm } from './reply-form.tsx';

function FeedbackDetailBody({ id }: { id: number }) {
  const detail = useFeedbackDetail(id);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (detail.isError) return <LoadError error={detail.error} retry={detail.refetch} />;
  const feedback = detail.data;
  return (
    <>
      <Descriptions
        size="small"
        column={2}
        bordered
        items={[
          { key: 'category', label: '反馈类型', children: feedback.categoryName },
          {
            key: 'status',
            label: '状态',
            children: <FeedbackStatusTag status={feedback.status} />,
          },
          { key: 'time', label: '提交时间', children: formatDateTime(feedback.createdAt) },
          { key: 'phone', label: '联系电话', children: feedback.contactPhone ?? '未留' },
          ...(feedback.replies.length > 0
            ? [
                {
                  key: 'read',
                  label: '患者查看',
                  children: <ReplyReadTag read={feedback.replyRead} />,
                },
              ]
            : []),
        ]}
      />
      <FeedbackConversation feedback={feedback} />
      <Alert
        type="info"
        showIcon
        title="回复发送后将显示在患者的“意见反馈”列表中，并标记为未读。"
      />
      <ReplyForm feedbackId={feedback.id} />
    </>
  );
}

/** One feedback message: what the patient wrote, the replies so far and the reply box. */
export function FeedbackDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  return (
    <Drawer
      title={id === null ? '反馈详情' : `反馈详情 #${id}`}
      open={id !== null}
      onClose={onClose}
      size={640}
      destroyOnHidden
    >
      {id !== null && <FeedbackDetailBody id={id} />}
    </Drawer>
  );
}
