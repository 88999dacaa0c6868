import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unfollowDoctor } from '../../../api/mutations/delete-doctor-bookmark.ts';

export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (docId: number) => unfollowDoctor(docId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['doctors'] }),
  });
}
