import type { PrecheckForm } from '@hospital/contract';
import { formatHalfDay } from '../../../../lib/date.ts';
import { maskName } from '../../../../lib/mask.ts';
import { isMaskingHost } from '../../../../platform/host.ts';
import { usePreDiagnosisTranslation } from '../i18n/index.ts';
import styles from './visit-card.module.css';
import { hisText } from '../../../../components/his-text.tsx';

/** The visit a page is about, read only: the patient (with gender and age when asked) and where and when. */
export function VisitSummary({
  form,
  detailed = false,
}: {
  form: PrecheckForm;
  detailed?: boolean;
}) {
  const { t } = usePreDiagnosisTranslation();
  const { visit, patient } = form;
  const months = patient.ageMonths;
  const age =
    months < 12
      ? t('age.months', { count: months })
      : months < 36 && months % 12 > 0
        ? t('age.yearsMonths', { years: Math.floor(months / 12), months: months % 12 })
        : t('age.years', { count: Math.floor(months / 12) });
  return (
    <section className={styles.card} aria-label={t('person.heading')}>
      <dl className={styles.facts} data-testid="precheck-visit-summary">
        <dt>{t('visit.patient')}</dt>
        <dd {...hisText}>{maskName(patient.name, isMaskingHost())}</dd>
        {detailed && (
          <>
            <dt>{t('visit.gender')}</dt>
            <dd>{t(`gender.${patient.gender}`)}</dd>
            <dt>{t('visit.age')}</dt>
            <dd>{age}</dd>
          </>
        )}
        <dt>{t('visit.dept')}</dt>
        <dd {...hisText}>{visit.deptName}</dd>
        <dt>{t('visit.doctor')}</dt>
        <dd {...hisText}>{visit.doctorName}</dd>
        <dt>{t('visit.time')}</dt>
        <dd>{formatHalfDay(visit.date, visit.period)}</dd>
      </dl>
    </section>
  );
}
