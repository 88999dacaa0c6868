import { ACCESS_TOKEN_KEY } from '../lib/constants.ts';

/**
 * Local-storage keys as the product names them; the first-jump, first-end and binding-phone
 * names are ours.
 */
export const StorageKey = {
  isWxMini: 'isWXMINI',
  isZfb: 'isZFB',
  serverSource: 'serverSource',
  appRouterUrl: 'appRouterUrl',
  url: 'url',
  firstJump: 'isFirstJump',
  firstEnd: 'isFirstEnd',
  bindingPhone: 'isBindingPhone',
  loginDevice: 'loginDevice',
  refreshToken: 'refresh_token',
} as const;
type Key = (typeof StorageKey)[keyof typeof StorageKey];

export function readFlag(key: Key): boolean {
  const value = localStorage.getItem(key);
  return value !== null && value !== '' && value !== 'false' && value !== '0';
}

export function setFlag(key: Key, on: boolean): void {
  if (on) localStorage.setItem(key, 'true');
  else localStorage.removeItem(key);
}

export const readValue = (key: Key): string | null => localStorage.getItem(key);
export const writeValue = (key: Key, value: string): void => localStorage.setItem(key, value);
export const removeValue = (key: Key): void => localStorage.removeItem(key);

/** The session token: session storage first, local storage as the copy that survives reloads. */
export function getAccessToken(): string {
  return sessionStorage.getItem(ACCESS_TOKEN_KEY) || localStorage.getItem(ACCESS_TOKEN_KEY) || '';
}

export function setAccessToken(token: string): void {
  sessionStorage.setItem(ACCESS_TOKEN_KEY, token);
  localStorage.setItem(ACCESS_TOKEN_KEY, token);
}

export function clearAccessToken(): void {
  sessionStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(ACCESS_TOKEN_KEY);
}

export function setRefreshToken(token: string): void {
  localStorage.setItem(StorageKey.refreshToken, token);
}
