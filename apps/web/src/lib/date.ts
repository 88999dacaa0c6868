import dayjs from 'dayjs';
import type { Period } from '@hospital/contract';
import { activeLocale, i18n } from '../i18n/index.ts';
import { DATE_PICKER_YEARS } from './constants.ts';

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const MINUTE: Intl.DateTimeFormatOptions = {
  ...DAY,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** English reads dates the English way (Mar 7, 2025); Chinese keeps yyyy-mm-dd. */
const inEnglish = (value: Date | string | number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en', options).format(dayjs(value).toDate());

/** A day as data (a birthday, a query range): yyyy-mm-dd whatever the language. */
export function isoDate(value: Date | string | number): string {
  return dayjs(value).format('YYYY-MM-DD');
}

/** A yyyy-mm-dd day as a local Date at midnight, or null when it is not a real day. */
export function parseIsoDate(value: string): Date | null {
  const day = dayjs(`${value}T00:00`);
  return day.isValid() && day.format('YYYY-MM-DD') === value ? day.toDate() : null;
}

/** A day as the patient reads it: yyyy-mm-dd in Chinese, Mar 7, 2025 in English. */
export function formatDate(value: Date | string | number): string {
  return activeLocale() === 'en' ? inEnglish(value, DAY) : isoDate(value);
}

/** A moment as the patient's local date and time: yyyy-mm-dd HH:mm, or Mar 7, 2025, 15:04. */
export function formatDateTime(value: Date | string | number): string {
  return activeLocale() === 'en'
    ? inEnglish(value, MINUTE)
    : dayjs(value).format('YYYY-MM-DD HH:mm');
}

/** The weekday a patient reads beside a date they choose: 周一 ... 周日, or Mon ... Sun. */
export function weekdayOf(value: Date | string): string {
  return new Intl.DateTimeFormat(activeLocale(), { weekday: 'short' }).format(
    dayjs(value).toDate(),
  );
}

/** The date with its weekday, where a patient chooses or reads a visit day. */
export function formatDateWithWeekday(value: Date | string): string {
  return activeLocale() === 'en'
    ? inEnglish(value, { weekday: 'short', ...DAY })
    : `${formatDate(value)} ${weekdayOf(value)}`;
}

/** A clinic's half-day name: 上午 or morning. */
export const periodName = (period: Period): string => i18n.t(`common.period.${period}`);

/** A clinic's half-day as the patient reads it: 2025-03-07 周五 上午, or Fri, Mar 7, 2025 morning. */
export function formatHalfDay(date: string, period: Period): string {
  return `${formatDateWithWeekday(date)} ${periodName(period)}`;
}

/** Default date picker range: 1 January five years back to 31 December five years on. */
export function datePickerRange(now: Date = new Date()): { min: Date; max: Date } {
  const year = now.getFullYear();
  return {
    min: new Date(year - DATE_PICKER_YEARS, 0, 1),
    max: new Date(year + DATE_PICKER_YEARS, 11, 31, 23, 59, 59, 999),
  };
}
