import { signInEndpoint, type SignIn } from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { setToken } from '../../../api/session.ts';
import { meKey } from '../queries/me.ts';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignIn) => callEndpoint(signInEndpoint, { body }),
    onSuccess: (session) => {
      // A new member: nothing the previous one loaded may show.
      queryClient.clear();
      setToken(session.token);
      queryClient.setQueryData(meKey(), session.staff);
    },
  });
}
