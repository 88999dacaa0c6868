import { deleteDoctorBookmark } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unwrap } from '../../../api/result.ts';

export const unfollow = async (docId: number) =>
  unwrap(await callEndpoint(deleteDoctorBookmark, { query: { docId } }));

export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfollow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['doctors'] }),
  });
}
