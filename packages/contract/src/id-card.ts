/**
 * Chinese resident ID numbers (GB 11643-1999): 6-digit region, 8-digit birth date,
 * 3-digit sequence whose last digit is odd for men, and an ISO 7064 MOD 11-2 check
 * character. Shared so the web app validates as the patient types, with the server's rule.
 */

import { RULE_MESSAGES } from './rule-messages.ts';

export type Gender = 'MALE' | 'FEMALE';

export type IdCardCheck =
  { ok: true; birthDate: string; gender: Gender } | { ok: false; reason: string };

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

/** First two digits: provinces (GB/T 2260), 71 Taiwan, and 81-83 for residence permits. */
const REGION_PREFIXES = new Set(
  (
    '11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 ' +
    '50 51 52 53 54 61 62 63 64 65 71 81 82 83'
  ).split(' '),
);

/** Residence permits for Hong Kong, Macao and Taiwan residents carry these prefixes. */
export const RESIDENCE_PERMIT_PREFIXES = ['81', '82', '83'] as const;

const EARLIEST_BIRTH_DATE = '1900-01-01';

/** Today's date in China (yyyy-mm-dd), whatever the device's time zone. */
export function chinaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A yyyy-mm-dd string naming a day that exists on the calendar (which has no year 0).
 * Counted, not parsed into a Date: every date of every answer passes here.
 */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year === 0 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/** A plausible birth date: a real day, not before 1900 and not after today. */
export function isPlausibleBirthDate(value: string, today: string = chinaToday()): boolean {
  return isCalendarDate(value) && value >= EARLIEST_BIRTH_DATE && value <= today;
}

/** Full years from `birthDate` to `today`, both yyyy-mm-dd. */
export function ageOn(birthDate: string, today: string = chinaToday()): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

export function idCardCheckCharacter(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return CHECK_CHARACTERS[sum % 11] ?? '';
}

/** Validates an 18-character ID number; a lower-case x check character is accepted. */
export function validateChineseIdCard(input: string, today: string = chinaToday()): IdCardCheck {
  const id = input.trim().toUpperCase();
  if (/^\d{15}$/.test(id)) return { ok: false, reason: RULE_MESSAGES.idCardOldFormat };
  if (id.length !== 18) return { ok: false, reason: RULE_MESSAGES.idCardLength };
  if (!/^\d{17}[\dX]$/.test(id)) return { ok: false, reason: RULE_MESSAGES.idCardCharacters };
  if (!REGION_PREFIXES.has(id.slice(0, 2)))
    return { ok: false, reason: RULE_MESSAGES.idCardRegion };
  const birthDate = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  if (!isPlausibleBirthDate(birthDate, today)) {
    return { ok: false, reason: RULE_MESSAGES.idCardBirthDate };
  }
  if (idCardCheckCharacter(id.slice(0, 17)) !== id[17]) {
    return { ok: false, reason: RULE_MESSAGES.idCardCheckCharacter };
  }
  const gender: Gender = Number(id[16]) % 2 === 1 ? 'MALE' : 'FEMALE';
  return { ok: true, birthDate, gender };
}
