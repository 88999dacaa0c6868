import { LOCALES, type Locale } from '@hospital/contract';
import { getAccessToken } from '../platform/storage.ts';
import { hostLocale } from './host-language.ts';

/**
 * The language each account on this device last read the app in, kept so the next visit
 * starts in it before the server is asked: no Chinese flash for a patient who chose English.
 * The account's choice on the server stays the truth; this is its copy.
 */
const userKey = (userId: number) => `locale:${userId}`;
const LAST_USER_KEY = 'localeUser';

/** The account's language as the app shows it: its choice, else the host's. */
export const accountLocale = (chosen: Locale | null): Locale => chosen ?? hostLocale();

/** Keeps the account's choice (null: none made) and marks it the device's last account. */
export function rememberLocale(userId: number, chosen: Locale | null): void {
  localStorage.setItem(LAST_USER_KEY, String(userId));
  if (chosen) localStorage.setItem(userKey(userId), chosen);
  else localStorage.removeItem(userKey(userId));
}

/** What the app starts in: the signed-in account's remembered choice, else the host's language. */
export function startupLocale(): Locale {
  const lastUser = Number(localStorage.getItem(LAST_USER_KEY));
  if (getAccessToken() === '' || !Number.isInteger(lastUser) || lastUser <= 0) return hostLocale();
  const remembered = localStorage.getItem(userKey(lastUser));
  return LOCALES.find((locale) => locale === remembered) ?? hostLocale();
}
