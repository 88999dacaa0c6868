import { Rate, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { PrimaryButton } from '../../../components/primary-button.tsx';
import { showToast } from '../../../components/toast.ts';
import { formatDateWithWeekday, periodName } from '../../../lib/date.ts';
import { useRateVisit } from '../api/evaluate.ts';
import { useAppointment } from '../../../api/queries/get-appointment.ts';
import { DOCTORS_NS, useDoctorsTranslation } from '../i18n/index.ts';
import styles from '../routes/doctor-pages.module.css';
import { links } from '../../../lib/paths.ts';
import { doctorTitleLabel } from '../../../lib/doctor-title.ts';
import { HisMessage } from '../../../components/his-message.tsx';
import { HisText } from '../../../components/his-text.tsx';

/** One to five stars and a few words about the doctor of a visit. */
export function RateVisitForm({ appointmentId }: { appointmentId: number }) {
  const { t } = useDoctorsTranslation();
  const navigate = useNavigate();
  const visit = useAppointment(appointmentId);
  const rate = useRateVisit();
  const [rating, setRating] = useState(0);
  const [content, setContent] = useState('');

  if (visit.isPending) return <ListSkeleton rows={4} />;
  if (visit.isError) {
    return <ErrorState message={visit.error.message} onRetry={() => void visit.refetch()} />;
  }
  const submit = async () => {
    if (rating < 1) {
      showToast(t('rate.mustRate'));
      return;
    }
    const result = await rate.mutateAsync({ appointmentId, rating, content });
    if (!result.ok) {
      showToast(result.msg, 'long');
      return;
    }
    showToast(t('rate.done'));
    void navigate(links.appraiseDetail(result.data.id), { replace: true });
  };
  const { data } = visit;
  return (
    <>
      <section className={styles.form}>
        <h2>
          <HisText>{data.doctorName}</HisText>{' '}
          <small className={styles.title}>{doctorTitleLabel(data.doctorTitle)}</small>
        </h2>
        <p>
          <HisMessage
            ns={DOCTORS_NS}
            i18nKey="rate.visit"
            values={{
              date: formatDateWithWeekday(data.date),
              period: periodName(data.period),
              dept: data.deptName,
            }}
          />
        </p>
        <div className={styles.score}>
          <span>{t('rate.score')}</span>
          <Rate value={rating} onChange={setRating} data-testid="rate-stars" />
        </div>
        <TextArea
          className={styles.text}
          placeholder={t('rate.content')}
          value={content}
          onChange={setContent}
          maxLength={500}
          showCount
          rows={4}
        />
      </section>
      <div className={styles.footer}>
        <PrimaryButton
          loading={rate.isPending}
          onClick={() => void submit()}
          data-testid="rate-submit"
        >
          {t('rate.submit')}
        </PrimaryButton>
      </div>
    </>
  );
}
