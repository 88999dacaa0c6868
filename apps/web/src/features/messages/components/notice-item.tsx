import type { Notice } from '@hospital/contract';
import { Badge, List } from 'antd-mobile';
import { BellOutline, SoundOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/date.ts';
import styles from './notice-item.module.css';
import { useNoticeText } from './notice-text.tsx';

/** One row of the message list: a dot while unread. */
export function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen: () => void }) {
  const { t } = useTranslation();
  const text = useNoticeText(notice);
  const Icon = notice.category === 'hospital' ? SoundOutline : BellOutline;
  return (
    <List.Item
      prefix={
        <Badge
          content={notice.read ? null : Badge.dot}
          data-testid={notice.read ? undefined : 'unread-dot'}
        >
          <span className={notice.category === 'hospital' ? styles.hospital : styles.account}>
            <Icon />
          </span>
        </Badge>
      }
      description={
        <span className={styles.preview} title={text.bodyText} {...text.lang}>
          {text.body}
        </span>
      }
      extra={<span className={styles.date}>{formatDate(notice.createdAt)}</span>}
      onClick={onOpen}
      data-testid="notice-item"
    >
      <span className={notice.read ? styles.titleRead : styles.title} {...text.lang}>
        {text.title}
      </span>
      <span className={styles.category}>{t(`message.category.${notice.category}`)}</span>
    </List.Item>
  );
}
