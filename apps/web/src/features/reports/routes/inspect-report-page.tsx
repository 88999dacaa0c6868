import { IdParamsSchema, type InspectionReportDetail } from '@hospital/contract';
import { Button } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useInspectReport } from '../api/get-inspect-report.ts';
import { ReportCommentCard } from '../components/report-comment-card.tsx';
import { ReportFacts } from '../components/report-facts.tsx';
import { useReportsTranslation } from '../i18n/index.ts';
import styles from './report-pages.module.css';
import { links } from '../../../lib/paths.ts';
import { HisText, hisText } from '../../../components/his-text.tsx';

/** /reportQuery/inspectReport?id=: findings and conclusion, and the hospital's PDF when there is one. */
export function InspectReportPage() {
  const { t } = useReportsTranslation();
  return (
    <Page title={t('title.inspect')}>
      <RequireLinkParams schema={IdParamsSchema}>
        {({ id }) => <InspectReport id={id} />}
      </RequireLinkParams>
    </Page>
  );
}

function InspectReport({ id }: { id: number }) {
  const report = useInspectReport(id);
  return <QueryView query={report}>{(data) => <InspectReportBody report={data} />}</QueryView>;
}

function InspectReportBody({ report }: { report: InspectionReportDetail }) {
  const { t } = useReportsTranslation();
  const navigate = useNavigate();
  const attachment = report.attachmentUrl;
  return (
    <>
      <ReportFacts
        title={report.title}
        facts={[
          [t('detail.reportNo'), report.reportNo],
          [t('detail.department'), <HisText key="department">{report.department}</HisText>],
          [t('detail.examPart'), <HisText key="part">{report.examPart}</HisText>],
          [t('detail.method'), <HisText key="method">{report.method}</HisText>],
          [t('detail.doctor'), <HisText key="doctor">{report.doctorName}</HisText>],
          [t('detail.examinedAt'), formatDateTime(report.examinedAt)],
          [t('detail.reportedAt'), formatDateTime(report.reportedAt)],
        ]}
      />
      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>{t('detail.findings')}</h2>
        <p className={styles.paragraph} data-testid="report-findings" {...hisText}>
          {report.findings}
        </p>
      </section>
      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>{t('detail.conclusion')}</h2>
        <p
          className={`${styles.paragraph} ${styles.conclusion}`}
          data-testid="report-conclusion"
          {...hisText}
        >
          {report.conclusion}
        </p>
      </section>
      {attachment && (
        <div className={styles.actions}>
          <Button
            block
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => void navigate(links.pdf(attachment))}
            data-testid="report-open-attachment"
          >
            <FileOutline /> {t('detail.openAttachment')}
          </Button>
        </div>
      )}
      <ReportCommentCard reportId={report.id} kind="inspection" />
      <p className={styles.disclaimer}>{t('detail.disclaimer')}</p>
    </>
  );
}
