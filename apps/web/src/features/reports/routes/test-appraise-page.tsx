import { IdParamsSchema, ReportKindSchema, type ReportKind } from '@hospital/contract';
import { z } from 'zod';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { useInspectReport } from '../api/get-inspect-report.ts';
import { useTestReport } from '../api/get-test-report.ts';
import { AppraiseForm } from '../components/appraise-form.tsx';
import { ReportCommentCard } from '../components/report-comment-card.tsx';
import { useReportComment } from '../api/get-report-comment.ts';
import { useReportsTranslation } from '../i18n/index.ts';
import styles from './report-pages.module.css';
import { HisText, hisText } from '../../../components/his-text.tsx';

const AppraiseLinkSchema = z.object({
  reportId: IdParamsSchema.shape.id,
  kind: ReportKindSchema.default('test'),
});

/** /myAppraises/testAppraise?reportId=&kind=: rates the test or exam visit behind a report. */
export function TestAppraisePage() {
  const { t } = useReportsTranslation();
  return (
    <Page title={t('title.appraise')}>
      <RequireLinkParams schema={AppraiseLinkSchema}>
        {(report) => <Appraise {...report} />}
      </RequireLinkParams>
    </Page>
  );
}

function Appraise({ reportId, kind }: { reportId: number; kind: ReportKind }) {
  const comment = useReportComment(reportId);
  return (
    <>
      <ReportHeading reportId={reportId} kind={kind} />
      <QueryView query={comment}>
        {({ comment: mine }) =>
          mine ? (
            <ReportCommentCard reportId={reportId} kind={kind} />
          ) : (
            <AppraiseForm reportId={reportId} />
          )
        }
      </QueryView>
    </>
  );
}

function ReportHeading({ reportId, kind }: { reportId: number; kind: ReportKind }) {
  const test = useTestReport(kind === 'test' ? reportId : null);
  const inspection = useInspectReport(kind === 'inspection' ? reportId : null);
  const report = kind === 'test' ? test.data : inspection.data;
  if (!report) return null;
  return (
    <section className={styles.card}>
      <h2 className={styles.heading} {...hisText}>
        {report.title}
      </h2>
      <p className={styles.summary}>
        <HisText>{report.department}</HisText> · {formatDateTime(report.reportedAt)}
      </p>
    </section>
  );
}
