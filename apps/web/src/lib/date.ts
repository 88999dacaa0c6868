import dayjs from 'dayjs';
import { DATE_PICKER_YEARS } from './constants.ts';

/** Spec section 4: dates are formatted yyyy-mm-dd. */
export function formatDate(value: Date | string | number): string {
  return dayjs(value).format('YYYY-MM-DD');
}

/** Default date picker range: 1 January five years back to 31 December five years on. */
export function datePickerRange(now: Date = new Date()): { min: Date; max: Date } {
  const year = now.getFullYear();
  return {
    min: new Date(year - DATE_PICKER_YEARS, 0, 1),
    max: new Date(year + DATE_PICKER_YEARS, 11, 31, 23, 59, 59, 999),
  };
}
