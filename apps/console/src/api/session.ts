/**
 * The staff bearer lives in sessionStorage: it dies with the tab, and no cookie is ever set
 * that a patient page on the same origin could read or send.
 */
const KEY = 'console.token';

export const getToken = (): string | null => sessionStorage.getItem(KEY);

export function setToken(token: string): void {
  sessionStorage.setItem(KEY, token);
}

export function clearToken(): void {
  sessionStorage.removeItem(KEY);
}

type Listener = () => void;
let onExpired: Listener = () => undefined;

/** The app layer sends the member to the sign-in page when a session ends. */
export function onSessionExpired(listener: Listener): void {
  onExpired = listener;
}

export function endSession(): void {
  clearToken();
  onExpired();
}
