import type { ConsoleSchedule } from '@hospital/contract/console';

export const periodLabels: Record<ConsoleSchedule['period'], string> = {
  morning: '上午',
  afternoon: '下午',
};

/** What a half-day's stop or capacity change is about, in one line. */
export const halfDayOf = (schedule: ConsoleSchedule) =>
  `${schedule.date} ${periodLabels[schedule.period]} · ${schedule.departmentName} · ${schedule.doctorName}`;
