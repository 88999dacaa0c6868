import { markNoticeReadEndpoint, type MarkNoticeRead, type NoticeList } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';
import { getNoticesQueryOptions } from './get-notices.ts';

export const markNoticeRead = async (body: MarkNoticeRead) =>
  unwrap(await callEndpoint(markNoticeReadEndpoint, { body }, { loading: false }));

/** Marks one message (or all) read and updates the list and the tab badge in place. */
export function useMarkNoticeRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticeRead,
    onSuccess: ({ unread }, body) => {
      queryClient.setQueryData(
        getNoticesQueryOptions().queryKey,
        (list?: NoticeList) =>
          list && {
            unread,
            items: list.items.map((notice) =>
              'all' in body || notice.id === body.id ? { ...notice, read: true } : notice,
            ),
          },
      );
    },
  });
}
