import {
  createNoticeEndpoint,
  setNoticeStatusEndpoint,
  updateNoticeEndpoint,
  type NoticeInput,
} from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { noticesKey } from '../queries/notices.ts';

export function useSaveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: NoticeInput }) =>
      id === null
        ? callEndpoint(createNoticeEndpoint, { body })
        : callEndpoint(updateNoticeEndpoint, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
}

export function useSetNoticeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'published' | 'withdrawn' }) =>
      callEndpoint(setNoticeStatusEndpoint, { params: { id }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
}
