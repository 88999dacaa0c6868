import type { Me } from '@hospital/contract';
import { Avatar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { maskName, maskPhone } from '../../../lib/mask.ts';
import { isMaskingHost } from '../../../platform/host.ts';
import styles from './user-card.module.css';
import { HisText } from '../../../components/his-text.tsx';

export function UserCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const masked = isMaskingHost();
  const name = me.name ?? me.nickname;
  return (
    <header className={styles.header}>
      <Avatar className={styles.avatar} src={me.avatarUrl ?? ''} alt="" />
      <div className={styles.text}>
        <strong className={styles.name} data-testid="user-name">
          {name ? <HisText>{maskName(name, masked)}</HisText> : t('personal.unnamed')}
        </strong>
        <span className={styles.phone}>
          {me.phone ? maskPhone(me.phone, masked) : t('personal.phoneUnbound')}
        </span>
      </div>
    </header>
  );
}
