import { consoleFeedbackCategoriesEndpoint } from '@hospital/contract/console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const feedbackCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['feedback-categories'] as const,
    queryFn: () => callEndpoint(consoleFeedbackCategoriesEndpoint, {}),
    // Categories change with a release, not during a shift.
    staleTime: 10 * 60_000,
  });

export const useFeedbackCategories = () => useQuery(feedbackCategoriesQueryOptions());
