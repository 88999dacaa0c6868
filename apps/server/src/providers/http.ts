import { HostApiError, type Fetch } from './types.ts';

const HOST_TIMEOUT_MS = 10_000;

/** Calls a host API and returns the body text; anything but HTTP 200 is a HostApiError. */
export async function fetchText(
  fetch: Fetch,
  url: string,
  init: RequestInit = {},
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(HOST_TIMEOUT_MS) });
  } catch (error) {
    throw new HostApiError(`host unreachable: ${new URL(url).pathname}`, { cause: error });
  }
  const text = await response.text();
  if (response.status !== 200) {
    throw new HostApiError(`host answered HTTP ${response.status}: ${new URL(url).pathname}`);
  }
  return text;
}

/** Like fetchText, parsed as a JSON object. */
export async function fetchJson(
  fetch: Fetch,
  url: string,
  init?: RequestInit,
): Promise<Record<string, unknown>> {
  const text = await fetchText(fetch, url, init);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HostApiError(`host answered non-JSON: ${new URL(url).pathname}`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HostApiError(`host answered non-object JSON: ${new URL(url).pathname}`);
  }
  return body as Record<string, unknown>;
}

/** Builds `base + path?query` with each value URL-encoded once. */
export function hostUrl(base: string, path: string, query: Record<string, string>): string {
  return `${base.replace(/\/+$/, '')}${path}?${new URLSearchParams(query).toString()}`;
}
