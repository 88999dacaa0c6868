import { updateNewsReadsEndpoint } from '@hospital/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { newsKeys } from './keys.ts';

/** Counts the patient as a reader; the server counts each patient once, so a repeat is harmless. */
export const updateNewsReads = async (id: number) =>
  unwrap(await callEndpoint(updateNewsReadsEndpoint, { params: { id } }, { loading: false }));

export const updateNewsReadsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: newsKeys.reads(id),
    queryFn: () => updateNewsReads(id),
    staleTime: Infinity,
  });

/** The article's count including this reader; lists refetch to show it too. */
export function useNewsReads(id: number) {
  const queryClient = useQueryClient();
  const reads = useQuery(updateNewsReadsQueryOptions(id));
  const counted = reads.isSuccess;
  useEffect(() => {
    if (counted) void queryClient.invalidateQueries({ queryKey: [...newsKeys.all, 'list'] });
  }, [counted, queryClient]);
  return reads;
}
