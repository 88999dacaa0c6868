import { EnvironmentOutline, ExclamationTriangleOutline, PhoneFill } from 'antd-mobile-icons';
import { useLocation } from 'react-router';
import { Page } from '../../../../components/page.tsx';
import { EMERGENCY_CALL_NUMBER, EMERGENCY_DEPT_PHONE } from '../../../../lib/constants.ts';
import { redFlagOf } from '../divert-to.ts';
import { useDiversionTranslation } from '../i18n/index.ts';
import styles from './diversion-page.module.css';
import { hisText } from '../../../../components/his-text.tsx';

/**
 * /preDiagnosis/preDiagnosisBlack: the diversion page. Whatever else was answered, a red flag
 * ends here: go to the emergency department or call 120 now. It calls no API, needs no
 * sign-in and offers no booking: everything it says is in the bundle.
 */
export function DiversionPage() {
  const { t } = useDiversionTranslation();
  const redFlag = redFlagOf(useLocation().state);
  const notes = t('notes', { returnObjects: true }) as string[];
  return (
    <Page title={t('title')}>
      <section className={styles.alert} aria-labelledby="diversion-headline">
        <ExclamationTriangleOutline className={styles.alertIcon} aria-hidden />
        <h2 id="diversion-headline" className={styles.headline}>
          {t('headline')}
        </h2>
        <p className={styles.lead}>{t('lead')}</p>
      </section>

      <section className={styles.card} data-testid="diversion-advice">
        {redFlag && (
          <>
            <h3 className={styles.label}>{t('reason')}</h3>
            <p className={styles.rule} data-testid="diversion-rule" {...hisText}>
              {redFlag.name}
            </p>
          </>
        )}
        <h3 className={styles.label}>{t('advice')}</h3>
        <p className={styles.advice} {...(redFlag && hisText)}>
          {redFlag?.advice ?? t('generalAdvice')}
        </p>
      </section>

      <div className={styles.actions}>
        <a
          className={styles.call}
          href={`tel:${EMERGENCY_CALL_NUMBER}`}
          data-testid="diversion-call-120"
        >
          <PhoneFill aria-hidden /> {t('call120')}
        </a>
      </div>

      <section className={styles.card} aria-labelledby="diversion-emergency">
        <h3 id="diversion-emergency" className={styles.deptTitle}>
          {t('emergency.title')}
        </h3>
        <p className={styles.row}>
          <EnvironmentOutline aria-hidden className={styles.rowIcon} />
          <span>{t('emergency.location')}</span>
        </p>
        <p className={styles.row}>
          <PhoneFill aria-hidden className={styles.rowIcon} />
          <span>
            {t('emergency.phone')}：
            <a
              className={styles.phone}
              href={`tel:${EMERGENCY_DEPT_PHONE}`}
              aria-label={t('emergency.callPhone', { phone: EMERGENCY_DEPT_PHONE })}
            >
              {EMERGENCY_DEPT_PHONE}
            </a>
          </span>
        </p>
        <p className={styles.route}>{t('emergency.route')}</p>
      </section>

      <ul className={styles.notes}>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </Page>
  );
}
