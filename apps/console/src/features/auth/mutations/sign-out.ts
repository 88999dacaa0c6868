import { signOutEndpoint } from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { clearToken } from '../../../api/session.ts';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(signOutEndpoint, {}),
    // Signed out locally even when the server cannot be reached: the tab forgets the token.
    onSettled: () => {
      clearToken();
      queryClient.clear();
    },
  });
}
