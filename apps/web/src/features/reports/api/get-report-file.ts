import { useQuery } from '@tanstack/react-query';
import { reportUnauthorized } from '../../../api/unauthorized.ts';
import { getAccessToken } from '../../../platform/storage.ts';
import { reportKeys } from './keys.ts';

/**
 * The bearer goes only to this app's own API: an address from the query string that
 * points anywhere else is refused rather than sent the patient's token.
 */
export function isOwnApiPath(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('//') && !url.includes('\\');
}

/** Report files are served only to the owner's bearer token, which a viewer cannot send itself. */
export async function getReportFile(url: string): Promise<Uint8Array> {
  if (!isOwnApiPath(url)) throw new Error('bad report address');
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${getAccessToken()}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (response.status === 401) reportUnauthorized();
  if (!response.ok) throw new Error(`report file ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export const useReportFile = (url: string) =>
  useQuery({
    queryKey: reportKeys.file(url),
    queryFn: () => getReportFile(url),
    staleTime: Infinity,
    retry: false,
  });
