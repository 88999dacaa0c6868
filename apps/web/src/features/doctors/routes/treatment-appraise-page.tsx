import { Button, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { formatDateWithWeekday } from '../../../lib/date.ts';
import { useVisits } from '../api/get-visits.ts';
import { RateVisitForm } from '../components/rate-visit-form.tsx';
import { useDoctorsTranslation } from '../i18n/index.ts';

/** /myAppraises/treatmentAppraise: rate the doctor of a visit (?appointmentId=), or pick one. */
export function TreatmentAppraisePage() {
  const { t } = useDoctorsTranslation();
  const navigate = useNavigate();
  const appointmentId = Number(useSearchParams()[0].get('appointmentId')) || 0;
  const visits = useVisits();

  if (appointmentId > 0) {
    return (
      <Page title={t('title.treatment')}>
        <RateVisitForm appointmentId={appointmentId} />
      </Page>
    );
  }
  const toRate = visits.data?.filter((visit) => visit.canEvaluate) ?? [];
  return (
    <Page title={t('title.treatment')}>
      {visits.isPending && <ListSkeleton rows={4} />}
      {visits.isError && (
        <ErrorState message={visits.error.message} onRetry={() => void visits.refetch()} />
      )}
      {visits.isSuccess && toRate.length === 0 && <EmptyState tips={t('rate.none')} />}
      {toRate.length > 0 && (
        <List mode="card" header={t('rate.pick')}>
          {toRate.map((visit) => (
            <List.Item
              key={visit.id}
              description={t('rate.visit', {
                date: formatDateWithWeekday(visit.date),
                period: t(`period.${visit.period}`),
                dept: visit.deptName,
              })}
              extra={
                <Button
                  size="small"
                  color="primary"
                  shape="rounded"
                  onClick={() => void navigate(`?appointmentId=${visit.id}`)}
                >
                  {t('rate.go')}
                </Button>
              }
            >
              {visit.doctorName} {visit.doctorTitle}
            </List.Item>
          ))}
        </List>
      )}
    </Page>
  );
}
