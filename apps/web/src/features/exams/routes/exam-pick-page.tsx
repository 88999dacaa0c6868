import { IdSchema, type ExamDetail, type ExamPeriod } from '@hospital/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { DateStrip } from '../../../components/date-strip.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Page } from '../../../components/page.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { QueryView } from '../../../components/query-view.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { showToast } from '../../../components/toast.ts';
import { formatDateWithWeekday } from '../../../lib/date.ts';
import { links } from '../../../lib/paths.ts';
import { useChangeExam } from '../api/change-exam.ts';
import { useExamPeriods } from '../api/get-exam-periods.ts';
import { useReserveExam } from '../api/reserve-exam.ts';
import { ExamCard } from '../components/exam-card.tsx';
import { useExamsTranslation } from '../i18n/index.ts';
import { settled } from '../lib.ts';
import styles from './exams.module.css';

const LinkSchema = z.object({ orderId: IdSchema });

/** /appointmentInspection/appointmentInspection?orderId=: choose (or change to) a period. */
export function ExamPickPage() {
  const { t } = useExamsTranslation();
  return (
    <Page title={t('pick.title')}>
      <RequireLinkParams schema={LinkSchema}>
        {({ orderId }) => <Pick orderId={orderId} />}
      </RequireLinkParams>
    </Page>
  );
}

function Pick({ orderId }: { orderId: number }) {
  const { t } = useExamsTranslation();
  const periods = useExamPeriods(orderId);
  return (
    <QueryView query={periods}>
      {({ exam, periods: list }) => (
        <>
          <div className={styles.list} style={{ paddingTop: 12 }}>
            <ExamCard exam={exam}>{null}</ExamCard>
          </div>
          {exam.fasting && <p className={styles.notice}>{t('pick.morningOnly')}</p>}
          {list.some((period) => period.available) ? (
            <Periods exam={exam} periods={list} />
          ) : (
            <EmptyState tips={t('pick.noPeriods')} />
          )}
        </>
      )}
    </QueryView>
  );
}

function Periods({ exam, periods }: { exam: ExamDetail; periods: ExamPeriod[] }) {
  const { t } = useExamsTranslation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number | null>(null);
  const reserve = useReserveExam();
  const change = useChangeExam();
  const days = [...new Set(periods.map((period) => period.date))];
  const open = new Set(periods.filter((period) => period.available).map((period) => period.date));
  // The strip opens on the first day with a period left, as the registration pages do.
  const [day, setDay] = useState(() => days.find((date) => open.has(date)) ?? days[0] ?? '');
  const confirm = async () => {
    if (chosen === null) return showToast(t('pick.chooseFirst'));
    const body = { orderId: exam.orderId, periodId: chosen };
    const result = exam.period ? await change.mutateAsync(body) : await reserve.mutateAsync(body);
    if (settled(result, exam.period ? t('detail.changed') : t('list.booked_ok')))
      void navigate(links.inspectionDetail(exam.orderId), { replace: true });
  };
  return (
    <>
      <h2 className={styles.section}>{t('pick.periods')}</h2>
      <DateStrip
        days={days}
        selected={day}
        onSelect={(date) => {
          setDay(date);
          setChosen(null);
        }}
        available={open}
      />
      <div className={styles.periods} role="tabpanel" aria-label={formatDateWithWeekday(day)}>
        {periods
          .filter((period) => period.date === day)
          .map((period) => (
            <button
              key={period.id}
              type="button"
              className={styles.period}
              disabled={!period.available}
              aria-pressed={chosen === period.id}
              onClick={() => setChosen(period.id)}
              data-testid="exam-period"
            >
              <span>
                {period.startTime}-{period.endTime}
              </span>
              <span className={styles.seats}>
                {period.remaining === 0
                  ? t('pick.full')
                  : period.available
                    ? t('pick.remaining', { count: period.remaining })
                    : t('pick.unavailable')}
              </span>
            </button>
          ))}
      </div>
      <div className={styles.footer} style={{ paddingTop: 20 }}>
        <PrimaryButton
          loading={reserve.isPending || change.isPending}
          onClick={() => void confirm()}
          data-testid="exam-confirm"
        >
          {exam.period ? t('pick.confirmChange') : t('pick.confirm')}
        </PrimaryButton>
      </div>
    </>
  );
}
