import { List } from 'antd-mobile';
import {
  BellOutline,
  BillOutline,
  FileOutline,
  HeartOutline,
  MessageOutline,
  SetOutline,
  StarOutline,
  UserContactOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './personal-entries.module.css';
import { paths } from '../../../lib/paths.ts';

const ENTRIES = [
  { key: 'patients', path: paths.patientManager, icon: UserContactOutline },
  { key: 'regHistory', path: paths.regHistory, icon: FileOutline },
  { key: 'paymentRecords', path: paths.paymentRecords, icon: BillOutline },
  { key: 'appraises', path: paths.myAppraise, icon: StarOutline },
  { key: 'followDoctor', path: paths.followDoctor, icon: HeartOutline },
  { key: 'feedback', path: paths.feedbackList, icon: MessageOutline },
  { key: 'setUp', path: paths.setUp, icon: SetOutline },
] as const;

export function PersonalEntries({ showSettings }: { showSettings: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List header={t('personal.myServices')} mode="card" className={styles.list}>
      {ENTRIES.map(({ key, path, icon: Icon }) => (
        <List.Item
          key={key}
          prefix={<Icon className={styles.icon} />}
          onClick={() => void navigate(path)}
        >
          {t(`personal.entry.${key}`)}
        </List.Item>
      ))}
      {showSettings && (
        <List.Item
          prefix={<BellOutline className={styles.icon} />}
          onClick={() => void navigate(paths.message)}
        >
          {t('personal.entry.messages')}
        </List.Item>
      )}
      {showSettings && (
        <List.Item
          prefix={<UserOutline className={styles.icon} />}
          onClick={() => void navigate(paths.setting)}
        >
          {t('personal.entry.settings')}
        </List.Item>
      )}
    </List>
  );
}
