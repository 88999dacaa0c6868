import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAccessToken } from '../../../platform/storage.ts';

/**
 * Uploaded photos are served only to their owner's bearer token, which an <img> cannot
 * send, so the bytes are fetched and shown from an object URL.
 */
export async function getAvatarImage(url: string): Promise<string> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${getAccessToken()}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!response.ok) throw new Error(`avatar ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

export const getAvatarImageQueryOptions = (url: string | null) =>
  queryOptions({
    queryKey: ['patient-avatar', url],
    queryFn: () => getAvatarImage(url ?? ''),
    enabled: url !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export const useAvatarImage = (url: string | null) => useQuery(getAvatarImageQueryOptions(url));
