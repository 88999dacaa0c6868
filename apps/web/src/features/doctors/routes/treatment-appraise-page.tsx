import { IdParamsSchema } from '@hospital/contract';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { formatDateWithWeekday, periodName } from '../../../lib/date.ts';
import { useAppointmentList } from '../../../api/queries/get-appointment-list.ts';
import { RateVisitForm } from '../components/rate-visit-form.tsx';
import { DOCTORS_NS, useDoctorsTranslation } from '../i18n/index.ts';
import { doctorTitleLabel } from '../../../lib/doctor-title.ts';
import { HisMessage } from '../../../components/his-message.tsx';
import { HisText } from '../../../components/his-text.tsx';

const RateLinkSchema = z.object({ appointmentId: IdParamsSchema.shape.id.optional() });

/** /myAppraises/treatmentAppraise: rate the doctor of a visit (?appointmentId=), or pick one. */
export function TreatmentAppraisePage() {
  const { t } = useDoctorsTranslation();
  return (
    <Page title={t('title.treatment')}>
      <RequireLinkParams schema={RateLinkSchema}>
        {({ appointmentId }) =>
          appointmentId === undefined ? (
            <VisitsToRate />
          ) : (
            <RateVisitForm appointmentId={appointmentId} />
          )
        }
      </RequireLinkParams>
    </Page>
  );
}

function VisitsToRate() {
  const { t } = useDoctorsTranslation();
  const navigate = useNavigate();
  const visits = useAppointmentList('visited');
  const toRate = visits.data?.filter((visit) => visit.canEvaluate) ?? [];
  return (
    <>
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
              description={
                <HisMessage
                  ns={DOCTORS_NS}
                  i18nKey="rate.visit"
                  values={{
                    date: formatDateWithWeekday(visit.date),
                    period: periodName(visit.period),
                    dept: visit.deptName,
                  }}
                />
              }
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
              <HisText>{visit.doctorName}</HisText> {doctorTitleLabel(visit.doctorTitle)}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
