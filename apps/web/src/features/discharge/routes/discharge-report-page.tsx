import { IdParamsSchema } from '@hospital/contract';
import { HisText, hisText } from '../../../components/his-text.tsx';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useDischargeSummary } from '../api/get-discharge-summary.ts';
import { useDischargeTranslation } from '../i18n/index.ts';
import styles from './discharge.module.css';

/** /inHospitalManagePages/dischargeReport?id=: the discharge summary the doctor wrote. */
export function DischargeReportPage() {
  const { t } = useDischargeTranslation();
  return (
    <Page title={t('title.report')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <Summary stayId={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function Summary({ stayId }: { stayId: number }) {
  const { t } = useDischargeTranslation();
  const summary = useDischargeSummary(stayId);
  return (
    <QueryView query={summary} rows={8}>
      {(data) => (
        <>
          <section className={styles.banner}>
            <h2 {...hisText}>{data.patientName}</h2>
            <p>
              <HisText>{data.department}</HisText> · {t('report.doctor')}{' '}
              <HisText>{data.doctor}</HisText>
            </p>
            <p>
              {t('report.writtenAt')} {formatDateTime(data.writtenAt)}
            </p>
          </section>
          {(
            [
              ['admission', data.admissionDiagnosis],
              ['discharge', data.dischargeDiagnosis],
              ['course', data.course],
              ['condition', data.conditionAtDischarge],
              ['advice', data.advice],
            ] as const
          ).map(([key, text]) => (
            <section key={key} className={styles.card} aria-labelledby={`report-${key}`}>
              <h2 id={`report-${key}`} className={styles.cardTitle}>
                {t(`report.${key}`)}
              </h2>
              <p className={styles.paragraph} {...hisText} data-testid={`report-${key}`}>
                {text}
              </p>
            </section>
          ))}
        </>
      )}
    </QueryView>
  );
}
