import { List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { useDoctor } from '../api/get-doctor.ts';
import { useDoctorSchedules } from '../api/get-doctor-schedules.ts';
import { DoctorProfile } from '../components/doctor-profile.tsx';
import { DoctorReviews } from '../components/doctor-reviews.tsx';
import { ScheduleRow } from '../components/schedule-row.tsx';
import { useRegistrationTranslation } from '../i18n/index.ts';
import { confirmPath } from '../lib/paths.ts';
import { byDateAndPeriod } from '../lib/schedule.ts';

/** /registerPages/doctorDetail?docId=: profile, schedule and reviews of one doctor. */
export function DoctorDetailPage() {
  const { t } = useRegistrationTranslation();
  const navigate = useNavigate();
  const docId = Number(useSearchParams()[0].get('docId')) || 0;
  const doctor = useDoctor(docId);
  const schedules = useDoctorSchedules(doctor.data?.deptCode, docId);

  if (doctor.isPending) {
    return (
      <Page title={t('title.doctorDetail')}>
        <ListSkeleton rows={8} />
      </Page>
    );
  }
  if (doctor.isError) {
    return (
      <Page title={t('title.doctorDetail')}>
        <ErrorState message={doctor.error.message} onRetry={() => void doctor.refetch()} />
      </Page>
    );
  }
  const { deptCode } = doctor.data;
  const list = [...(schedules.data ?? [])].sort(byDateAndPeriod);
  return (
    <Page title={t('title.doctorDetail')}>
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
            onBook={() => void navigate(confirmPath(deptCode, docId, schedule.id))}
          />
        ))}
      </List>
      <DoctorReviews docId={docId} />
    </Page>
  );
}
