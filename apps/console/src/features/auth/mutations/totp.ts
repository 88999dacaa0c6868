import { confirmTotpEndpoint, startTotpEndpoint } from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { meKey } from '../queries/me.ts';

export const useStartTotp = () =>
  useMutation({ mutationFn: () => callEndpoint(startTotpEndpoint, {}) });

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callEndpoint(confirmTotpEndpoint, { body: { code } }),
    onSuccess: (me) => queryClient.setQueryData(meKey(), me),
  });
}
