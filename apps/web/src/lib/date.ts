import dayjs from 'dayjs';
import { DATE_PICKER_YEARS } from './constants.ts';

/** Dates are shown as yyyy-mm-dd. */
export function formatDate(value: Date | string | number): string {
  return dayjs(value).format('YYYY-MM-DD');
}

/** A moment as the patient's local yyyy-mm-dd HH:mm. */
export function formatDateTime(value: Date | string | number): string {
  return dayjs(value).format('YYYY-MM-DD HH:mm');
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** The weekday a patient reads beside a date they choose: 周一 ... 周日. */
export function weekdayOf(value: Date | string): string {
  return WEEKDAYS[dayjs(value).day()] ?? '';
}

/** yyyy-mm-dd with the weekday, where a patient chooses or reads a visit day. */
export function formatDateWithWeekday(value: Date | string): string {
  return `${formatDate(value)} ${weekdayOf(value)}`;
}

/** Default date picker range: 1 January five years back to 31 December five years on. */
export function datePickerRange(now: Date = new Date()): { min: Date; max: Date } {
  const year = now.getFullYear();
  return {
    min: new Date(year - DATE_PICKER_YEARS, 0, 1),
    max: new Date(year + DATE_PICKER_YEARS, 11, 31, 23, 59, 59, 999),
  };
}
