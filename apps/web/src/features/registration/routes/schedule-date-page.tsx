import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { Page } from '../../../components/page.tsx';
import { RequireLinkParams } from '../../../components/require-link-params.tsx';
import { useDoctor } from '../../../api/queries/get-doctor.ts';
import { useDoctorSchedules } from '../api/get-doctor-schedules.ts';
import { DateStrip } from '../../../components/date-strip.tsx';
import { bookingDays } from '../lib/booking-days.ts';
import { DoctorCard } from '../components/doctor-card.tsx';
import { ScheduleRow } from '../components/schedule-row.tsx';
import { useRegistrationTranslation } from '../i18n/index.ts';
import { DoctorScheduleLinkSchema } from '../lib/link-schemas.ts';
import { byDateAndPeriod, isBookable } from '../lib/schedule.ts';
import { links } from '../../../lib/paths.ts';

/** /registerPages/scheduleDate?deptCode=&docId=: one doctor's 14 days, then a half-day. */
export function ScheduleDatePage() {
  const { t } = useRegistrationTranslation();
  return (
    <Page title={t('title.scheduleDate')}>
      <RequireLinkParams schema={DoctorScheduleLinkSchema}>
        {(doctor) => <ScheduleDate {...doctor} />}
      </RequireLinkParams>
    </Page>
  );
}

function ScheduleDate({ deptCode, docId }: { deptCode: string; docId: number }) {
  const { t } = useRegistrationTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const doctor = useDoctor(docId);
  const schedules = useDoctorSchedules(deptCode, docId);

  if (doctor.isPending || schedules.isPending) {
    return <ListSkeleton rows={6} />;
  }
  if (doctor.isError || schedules.isError) {
    const error = doctor.error ?? schedules.error;
    const retry = () => void Promise.all([doctor.refetch(), schedules.refetch()]);
    return <ErrorState message={error?.message} onRetry={retry} />;
  }
  const list = [...schedules.data].sort(byDateAndPeriod);
  const available = new Set(list.filter(isBookable).map((schedule) => schedule.date));
  const days = bookingDays(dayjs().format('YYYY-MM-DD'));
  const selected = search.get('date') || list.find(isBookable)?.date || days[0] || '';
  const ofDay = list.filter((schedule) => schedule.date === selected);
  const select = (date: string) =>
    setSearch({ deptCode, docId: String(docId), date }, { replace: true });

  return (
    <>
      <DoctorCard
        doctor={doctor.data}
        onOpen={() => void navigate(links.doctorDetail(docId, deptCode))}
      />
      <DateStrip days={days} selected={selected} onSelect={select} available={available} />
      {ofDay.length === 0 ? (
        <EmptyState tips={t('slot.noneOnDay')} />
      ) : (
        ofDay.map((schedule) => (
          <ScheduleRow
            key={schedule.id}
            schedule={schedule}
            onBook={() => void navigate(links.confirmSchedule(deptCode, docId, schedule.id))}
          />
        ))
      )}
    </>
  );
}
