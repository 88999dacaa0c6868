import { PhoneFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatRegistrationWindow } from '../../../lib/registration-window.ts';
import { useBizConfig } from '../../../api/queries/get-biz-config.ts';
import styles from './home-header.module.css';
import { hisText } from '../../../components/his-text.tsx';

export function HomeHeader({
  hospitalName,
  servicePhone,
}: {
  hospitalName: string;
  servicePhone: string;
}) {
  const { t } = useTranslation();
  const bizConfig = useBizConfig();
  return (
    <header className={styles.header}>
      <h1 className={styles.name} {...hisText}>
        {hospitalName}
      </h1>
      <div className={styles.meta}>
        {servicePhone && (
          <a className={styles.phone} href={`tel:${servicePhone}`}>
            <PhoneFill /> {t('home.servicePhone')} {servicePhone}
          </a>
        )}
        {bizConfig.data && (
          <span className={styles.hours}>
            {t('home.registrationHours')}{' '}
            {formatRegistrationWindow(bizConfig.data.registrationWindow)}
          </span>
        )}
      </div>
    </header>
  );
}
