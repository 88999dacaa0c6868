import type { ExamSummary } from '@hospital/contract';
import type { ApiResult } from '../../api/result.ts';
import { showToast } from '../../components/toast.ts';
import { formatDateWithWeekday } from '../../lib/date.ts';

/** 2026-11-24 周二 09:00-10:00: the period as the patient reads it. */
export const periodText = (period: NonNullable<ExamSummary['period']>) =>
  `${formatDateWithWeekday(period.date)} ${period.startTime}-${period.endTime}`;

export const placeText = (room: ExamSummary['room']) =>
  `${room.building} ${room.floor} · ${room.name}`;

/** Toasts the server's reason for a refused change; true when it went through. */
export function settled<T>(
  result: ApiResult<T>,
  done: string,
): result is { ok: true; status: number; data: T } {
  showToast(result.ok ? done : result.msg, result.ok ? 'short' : 'long');
  return result.ok;
}
