import { DoctorIdParamsSchema } from '@hospital/contract';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { useDoctor } from '../../../api/queries/get-doctor.ts';
import { useDoctorSchedules } from '../api/get-doctor-schedules.ts';
import { DoctorProfile } from '../components/doctor-profile.tsx';
import { DoctorReviews } from '../components/doctor-reviews.tsx';
import { ScheduleRow } from '../components/schedule-row.tsx';
import { useRegistrationTranslation } from '../i18n/index.ts';
import { byDateAndPeriod } from '../lib/schedule.ts';
import { links } from '../../../lib/paths.ts';

/** /registerPages/doctorDetail?docId=: profile, schedule and reviews of one doctor. */
export function DoctorDetailPage() {
  const { t } = useRegistrationTranslation();
  return (
    <Page title={t('title.doctorDetail')}>
      <RequireLinkParams schema={DoctorIdParamsSchema}>
        {({ docId }) => <DoctorDetail docId={docId} />}
      </RequireLinkParams>
    </Page>
  );
}

function DoctorDetail({ docId }: { docId: number }) {
  const { t } = useRegistrationTranslation();
  const navigate = useNavigate();
  const doctor = useDoctor(docId);
  const schedules = useDoctorSchedules(doctor.data?.deptCode, docId);

  if (doctor.isPending) {
    return <ListSkeleton rows={8} />;
  }
  if (doctor.isError) {
    return <ErrorState message={doctor.error.message} onRetry={() => void doctor.refetch()} />;
  }
  const { deptCode } = doctor.data;
  const list = [...(schedules.data ?? [])].sort(byDateAndPeriod);
  return (
    <>
      <DoctorProfile doctor={doctor.data} />
      <List mode="card" header={t('doctor.schedule')}>
        {schedules.isPending && <ListSkeleton rows={3} />}
        {schedules.isError && (
          <ErrorState message={schedules.error.message} onRetry={() => void schedules.refetch()} />
        )}
        {schedules.isSuccess && list.length === 0 && <EmptyState tips={t('doctor.noSchedule')} />}
        {list.map((schedule) => (
          <ScheduleRow
            key={schedule.id}
            schedule={schedule}
            withDate
            onBook={() => void navigate(links.confirmSchedule(deptCode, docId, schedule.id))}
          />
        ))}
      </List>
      <DoctorReviews docId={docId} />
    </>
  );
}
