import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './result.ts';

/**
 * Retries a failed read up to `limit` times, with TanStack Query's growing delay between
 * tries. A 401 already started the re-login flow and a 4xx will not change on retry.
 */
export const retryTransient =
  (limit: number) =>
  (failureCount: number, error: Error): boolean => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    return failureCount < limit;
  };

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryTransient(1), staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
