import type { ExamSummary } from '@hospital/contract';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { links } from '../../../lib/paths.ts';
import { useExams } from '../api/get-exams.ts';
import { useReserveExamGroup } from '../api/reserve-exam-group.ts';
import { useReserveExamNow } from '../api/reserve-exam-now.ts';
import { CardButton, ExamCard } from '../components/exam-card.tsx';
import { useExamsTranslation } from '../i18n/index.ts';
import { settled } from '../lib.ts';
import styles from './exams.module.css';

/** /appointmentInspection/appointmentInspectionList: exams awaiting a time, then booked ones. */
export function ExamListPage() {
  const { t } = useExamsTranslation();
  const exams = useExams();
  return (
    <Page title={t('list.title')}>
      <QueryView query={exams} isEmpty={(list) => list.length === 0} emptyTips={t('list.empty')}>
        {(list) => (
          <>
            <Section
              title={t('list.pending')}
              exams={list.filter((exam) => !exam.period)}
              all={list}
            />
            <Section
              title={t('list.booked')}
              exams={list.filter((exam) => exam.period)}
              all={list}
            />
          </>
        )}
      </QueryView>
    </Page>
  );
}

function Section({
  title,
  exams,
  all,
}: {
  title: string;
  exams: ExamSummary[];
  all: ExamSummary[];
}) {
  if (exams.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className={styles.section}>{title}</h2>
      <div className={styles.list}>
        {exams.map((exam) => (
          <ExamCard key={exam.orderId} exam={exam}>
            <Actions exam={exam} all={all} />
          </ExamCard>
        ))}
      </div>
    </section>
  );
}

/** A grouped exam waits for its whole group; the others pick a time or take the earliest. */
function Actions({ exam, all }: { exam: ExamSummary; all: ExamSummary[] }) {
  const { t } = useExamsTranslation();
  const navigate = useNavigate();
  const now = useReserveExamNow();
  const group = useReserveExamGroup();
  if (exam.period)
    return (
      <CardButton
        color="primary"
        fill="outline"
        onClick={() => void navigate(links.inspectionDetail(exam.orderId))}
      >
        {t('list.view')}
      </CardButton>
    );
  const waiting = all.filter(
    (other) =>
      exam.groupKey !== null &&
      other.groupKey === exam.groupKey &&
      other.patientId === exam.patientId &&
      !other.period,
  );
  if (waiting.length > 1)
    return (
      <CardButton
        color="primary"
        loading={group.isPending}
        data-testid="exam-book-group"
        onClick={async () => {
          const result = await group.mutateAsync({
            orderIds: waiting.map((other) => other.orderId),
          });
          if (settled(result, t('list.booked_ok')))
            void navigate(links.inspectionDetail(exam.orderId));
        }}
      >
        {t('list.bookGroup')}
      </CardButton>
    );
  return (
    <>
      <CardButton
        loading={now.isPending}
        onClick={async () => {
          const result = await now.mutateAsync({ orderId: exam.orderId });
          if (settled(result, t('list.booked_ok')))
            void navigate(links.inspectionDetail(exam.orderId));
        }}
      >
        {t('list.bookNow')}
      </CardButton>
      <CardButton
        color="primary"
        data-testid="exam-choose"
        onClick={() => void navigate(links.inspectionPick(exam.orderId))}
      >
        {t('list.choose')}
      </CardButton>
    </>
  );
}
