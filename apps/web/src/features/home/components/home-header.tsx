import { PhoneFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useArrivalFocus } from '../../../hooks/use-arrival-focus.ts';
import { useScrolledPast } from '../../../hooks/use-scrolled-past.ts';
import { TRANSPARENT_BAR_OFFSET } from '../../../lib/constants.ts';
import { formatRegistrationWindow } from '../../../lib/registration-window.ts';
import { useBizConfig } from '../../../api/queries/get-biz-config.ts';
import styles from './home-header.module.css';
import { hisText } from '../../../components/his-text.tsx';

/**
 * The hospital's name in a bar that lies transparent on the blue header and, once the header has
 * scrolled away (spec section 9: 150 px), turns white so the name stays readable over the page.
 * The name is the home's title: returning home, focus goes to it, as on every other page.
 */
export function HomeHeader({
  hospitalName,
  servicePhone,
}: {
  hospitalName: string;
  servicePhone: string;
}) {
  const { t } = useTranslation();
  const bizConfig = useBizConfig();
  const solid = useScrolledPast(TRANSPARENT_BAR_OFFSET);
  const { heading } = useArrivalFocus<HTMLHeadingElement, HTMLElement>();
  return (
    <>
      <div
        className={solid ? `${styles.bar} ${styles.solid}` : styles.bar}
        data-testid="home-bar"
        data-solid={solid}
      >
        <h1 className={styles.name} tabIndex={-1} ref={heading} {...hisText}>
          {hospitalName}
        </h1>
      </div>
      <header className={styles.header}>
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
    </>
  );
}
