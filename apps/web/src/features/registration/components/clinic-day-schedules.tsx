import type { ClinicSchedule } from '@hospital/contract';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useRegistrationTranslation } from '../i18n/index.ts';
import { byDateAndPeriod } from '../lib/schedule.ts';
import { DoctorCard } from './doctor-card.tsx';
import { ScheduleRow } from './schedule-row.tsx';
import styles from './clinic-day-schedules.module.css';
import { links } from '../../../lib/paths.ts';

/** One day of a clinic: each doctor with their half-days, bookable ones first. */
export function ClinicDaySchedules({ schedules }: { schedules: ClinicSchedule[] }) {
  const { t } = useRegistrationTranslation();
  const navigate = useNavigate();
  if (schedules.length === 0) return <EmptyState tips={t('slot.noneOnDay')} />;
  const byDoctor = new Map<number, ClinicSchedule[]>();
  for (const schedule of [...schedules].sort(byDateAndPeriod)) {
    byDoctor.set(schedule.docId, [...(byDoctor.get(schedule.docId) ?? []), schedule]);
  }
  return (
    <div>
      {[...byDoctor.values()].map((rows) => {
        const doctor = rows[0]!.doctor;
        return (
          <section key={doctor.docId} className={styles.doctor}>
            <DoctorCard
              doctor={doctor}
              onOpen={() => void navigate(links.doctorDetail(doctor.docId, doctor.deptCode))}
              aside={<span />}
            />
            {rows.map((schedule) => (
              <ScheduleRow
                key={schedule.id}
                schedule={schedule}
                onBook={() =>
                  void navigate(links.confirmSchedule(doctor.deptCode, doctor.docId, schedule.id))
                }
              />
            ))}
          </section>
        );
      })}
    </div>
  );
}
