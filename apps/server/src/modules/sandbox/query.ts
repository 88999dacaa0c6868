/** The first value of a query or form field, or '' (repeated fields are not expected). */
export function field(source: unknown, name: string): string {
  if (typeof source !== 'object' || source === null) return '';
  const value = (source as Record<string, unknown>)[name];
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'string' ? first : '';
}

/** The sandbox accepts any host, but only an absolute http(s) address. */
export function parseRedirectUri(value: string): URL | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

/** The redirect back to the app with the given query values added (empty ones left out). */
export function redirectBack(redirectUri: URL, values: Record<string, string>): string {
  const target = new URL(redirectUri);
  for (const [name, value] of Object.entries(values))
    if (value) target.searchParams.set(name, value);
  return target.toString();
}

export const MAX_STATE_LENGTH = 256;

/**
 * Our own clients call these in-process, all from one loopback address: the app's per-address
 * limit would otherwise turn a burst of sign-ins into failures.
 */
export const HOST_API = { config: { rateLimit: false } } as const;
