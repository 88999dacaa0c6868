import { saveAttentionEndpoint } from '@hospital/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { unfollowDoctor } from '../../../api/mutations/delete-doctor-bookmark.ts';
import { followsKey } from '../../../api/queries/find-doctor-bookmark.ts';
import { doctorKey } from '../../../api/queries/get-doctor.ts';
import { unwrap } from '../../../api/result.ts';

/** Follows (follow = true) or unfollows a doctor; the button shows the wait, not the page. */
export const toggleFollow = async ({ docId, follow }: { docId: number; follow: boolean }) =>
  follow
    ? unwrap(await callEndpoint(saveAttentionEndpoint, { params: { docId } }, { loading: false }))
    : unfollowDoctor(docId, { loading: false });

export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFollow,
    onSuccess: async (state) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: doctorKey(state.docId) }),
        queryClient.invalidateQueries({ queryKey: followsKey() }),
      ]);
    },
  });
}
