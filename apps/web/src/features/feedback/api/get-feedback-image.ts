import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAccessToken } from '../../../platform/storage.ts';
import { feedbackKeys } from './keys.ts';

/** Feedback images are served only to their sender's bearer token, which an <img> cannot send. */
export async function getFeedbackImage(url: string): Promise<string> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${getAccessToken()}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!response.ok) throw new Error(`image ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

export const getFeedbackImageQueryOptions = (url: string) =>
  queryOptions({
    queryKey: feedbackKeys.image(url),
    queryFn: () => getFeedbackImage(url),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export const useFeedbackImage = (url: string) => useQuery(getFeedbackImageQueryOptions(url));
