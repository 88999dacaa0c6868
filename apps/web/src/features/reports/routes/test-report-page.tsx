import { flagResult, IdParamsSchema, type TestReportDetail } from '@hospital/contract';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useTestReport } from '../api/get-test-report.ts';
import { ReportCommentCard } from '../components/report-comment-card.tsx';
import { ReportFacts } from '../components/report-facts.tsx';
import { ResultHeader, ResultRow } from '../components/result-row.tsx';
import { useReportsTranslation } from '../i18n/index.ts';
import styles from './report-pages.module.css';
import { HisText } from '../../../components/his-text.tsx';

/** /reportQuery/testReport?id=: every item of a lab report, flagged against its reference. */
export function TestReportPage() {
  const { t } = useReportsTranslation();
  return (
    <Page title={t('title.test')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <TestReport id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function TestReport({ id }: { id: number }) {
  const report = useTestReport(id);
  return <QueryView query={report}>{(data) => <TestReportBody report={data} />}</QueryView>;
}

function TestReportBody({ report }: { report: TestReportDetail }) {
  const { t } = useReportsTranslation();
  const abnormal = report.items.filter(
    (item) => flagResult(item.value, item.reference) !== 'N',
  ).length;
  const hasTrends = report.items.some((item) => item.history.length > 0);
  return (
    <>
      <ReportFacts
        title={report.title}
        facts={[
          [t('detail.reportNo'), report.reportNo],
          [t('detail.department'), <HisText key="department">{report.department}</HisText>],
          [t('detail.specimen'), <HisText key="specimen">{report.specimen}</HisText>],
          [t('detail.doctor'), <HisText key="doctor">{report.doctorName}</HisText>],
          [t('detail.sampledAt'), formatDateTime(report.sampledAt)],
          [t('detail.reportedAt'), formatDateTime(report.reportedAt)],
        ]}
      />
      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>{t('detail.items')}</h2>
        <p className={`${styles.summary} ${abnormal > 0 ? styles.abnormal : ''}`}>
          {abnormal > 0
            ? t('detail.abnormalSummary', { total: report.items.length, count: abnormal })
            : t('detail.allNormal', { total: report.items.length })}
        </p>
        {hasTrends && <p className={styles.summary}>{t('detail.trendHint')}</p>}
        <ResultHeader />
        <ul className={styles.items}>
          {report.items.map((item) => (
            <ResultRow key={item.id} item={item} report={report} />
          ))}
        </ul>
      </section>
      <ReportCommentCard reportId={report.id} kind="test" />
      <p className={styles.disclaimer}>{t('detail.disclaimer')}</p>
    </>
  );
}
