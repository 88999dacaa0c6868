import type { FeedbackStatus } from '@hospital/contract';
import { Tag } from 'antd';

export const feedbackStatusLabels: Record<FeedbackStatus, string> = {
  pending: '待回复',
  replied: '已回复',
};

// antd's preset tag colours whose text meets WCAG AA on their own ground.
const colors: Record<FeedbackStatus, string> = { pending: 'volcano', replied: 'green' };

export function FeedbackStatusTag({ status }: { status: FeedbackStatus }) {
  return <Tag color={colors[status]}>{feedbackStatusLabels[status]}</Tag>;
}
