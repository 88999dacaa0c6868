import { createStaffEndpoint, type CreateStaff } from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { staffKey } from '../queries/list-staff.ts';

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStaff) => callEndpoint(createStaffEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey() }),
  });
}
