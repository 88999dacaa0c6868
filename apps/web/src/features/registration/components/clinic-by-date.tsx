import { ErrorState } from '../../../components/error-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useClinicVisit } from '../api/get-clinic-visit.ts';
import { ClinicDaySchedules } from './clinic-day-schedules.tsx';
import { DateStrip } from '../../../components/date-strip.tsx';

interface ClinicByDateProps {
  deptCode: string;
  /** The chosen day; empty picks the first day with a slot left. */
  date: string;
  onDate: (date: string) => void;
}

/** The 14-day strip of a clinic and, below it, who sits in clinic that day. */
export function ClinicByDate({ deptCode, date, onDate }: ClinicByDateProps) {
  const visit = useClinicVisit(deptCode);
  if (visit.isPending) return <ListSkeleton rows={6} />;
  if (visit.isError) {
    return <ErrorState message={visit.error.message} onRetry={() => void visit.refetch()} />;
  }
  const { days, schedules } = visit.data;
  const available = new Set(days.filter((day) => day.remaining > 0).map((day) => day.date));
  const selected = date || days.find((day) => day.remaining > 0)?.date || days[0]?.date || '';
  return (
    <>
      <DateStrip
        days={days.map((day) => day.date)}
        selected={selected}
        onSelect={onDate}
        available={available}
      />
      <ClinicDaySchedules schedules={schedules.filter((schedule) => schedule.date === selected)} />
    </>
  );
}
