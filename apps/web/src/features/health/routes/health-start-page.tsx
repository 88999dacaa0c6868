import { HEALTH_PASS_HOURS, HealthKindSchema } from '@hospital/contract';
import { HisText } from '../../../components/his-text.tsx';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { links, paths } from '../../../lib/paths.ts';
import { useHealthRecords } from '../api/get-health-records.ts';
import { useHealthTranslation } from '../i18n/index.ts';
import styles from './health-pages.module.css';

/** /newCrownAppointment/newCrownStart: what the declaration is for, and a pass still valid. */
export function HealthStartPage() {
  const { t } = useHealthTranslation();
  const records = useHealthRecords();
  const current = records.data?.find((record) => !record.expired);
  return (
    <Page title={t('title.start')}>
      <header className={styles.hero}>
        <h2>{t('start.heading')}</h2>
        <p>{t('start.intro')}</p>
        <small>{t('start.validHours', { hours: HEALTH_PASS_HOURS })}</small>
      </header>
      {current && (
        <Link
          className={`${styles.current} ${styles[current.colour]}`}
          to={links.newCrownResult(current.id)}
          data-testid="health-current-pass"
        >
          <span>
            {t(`result.colour.${current.colour}`)} · <HisText>{current.patientName}</HisText>
          </span>
          <RightOutline aria-hidden />
        </Link>
      )}
      <h3 className={styles.section}>{t('start.choose')}</h3>
      <ul className={styles.kinds}>
        {HealthKindSchema.options.map((kind) => (
          <li key={kind}>
            <Link
              className={styles.kind}
              to={links.newCrownPerson(kind)}
              data-testid={`health-kind-${kind}`}
            >
              <span className={styles.mark} aria-hidden>
                {t(`kindMark.${kind}`)}
              </span>
              <span className={styles.kindText}>
                <strong>{t(`kind.${kind}`)}</strong>
                <small>{t(`kindHint.${kind}`)}</small>
              </span>
              <RightOutline aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
      <Link className={styles.logLink} to={paths.newCrownLog} data-testid="health-log-link">
        {t('start.log')}
      </Link>
    </Page>
  );
}
