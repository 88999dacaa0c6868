import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ApiError } from '../../../api/client.ts';
import { getToken } from '../../../api/session.ts';

/** The image's bytes: its address needs the staff bearer, which an <img> cannot send. */
async function fetchImage(url: string): Promise<Blob> {
  const token = getToken();
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!response.ok) throw new ApiError(response.status, '图片加载失败');
  return response.blob();
}

/** A local address for a feedback image, released when the component leaves. */
export function useFeedbackImage(url: string) {
  const image = useQuery({
    queryKey: ['feedback-image', url] as const,
    queryFn: () => fetchImage(url),
    staleTime: Infinity,
  });
  const objectUrl = useMemo(
    () => (image.data ? URL.createObjectURL(image.data) : null),
    [image.data],
  );
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return { ...image, objectUrl };
}
