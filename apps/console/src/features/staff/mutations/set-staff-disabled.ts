import { setStaffDisabledEndpoint } from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { staffKey } from '../queries/list-staff.ts';

export function useSetStaffDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) =>
      callEndpoint(setStaffDisabledEndpoint, { params: { id }, body: { disabled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey() }),
  });
}
