import { List, Rate } from 'antd-mobile';
import { ErrorState } from '../../../components/error-state.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { formatDate } from '../../../lib/date.ts';
import { useDoctorEvaluates } from '../api/get-doctor-evaluates.ts';
import { useRegistrationTranslation } from '../i18n/index.ts';
import { HisText } from '../../../components/his-text.tsx';

/** What patients who visited the doctor said, latest first. */
export function DoctorReviews({ docId }: { docId: number }) {
  const { t } = useRegistrationTranslation();
  const reviews = useDoctorEvaluates(docId);
  if (reviews.isPending) return <ListSkeleton rows={3} />;
  if (reviews.isError) {
    return <ErrorState message={reviews.error.message} onRetry={() => void reviews.refetch()} />;
  }
  const { items, count, average } = reviews.data;
  const header =
    count > 0
      ? `${t('doctor.reviews')} · ${t('doctor.average', { average: average.toFixed(1) })}`
      : t('doctor.reviews');
  return (
    <List mode="card" header={header}>
      {items.length === 0 && <EmptyState tips={t('doctor.noReviews')} />}
      {items.map((review) => (
        <List.Item
          key={review.id}
          title={
            <>
              <HisText>{review.patientNameMasked}</HisText> · {formatDate(review.createdAt)}
            </>
          }
          description={<Rate readOnly value={review.rating} style={{ '--star-size': '14px' }} />}
          data-testid="doctor-review"
        >
          {review.content || '—'}
        </List.Item>
      ))}
    </List>
  );
}
