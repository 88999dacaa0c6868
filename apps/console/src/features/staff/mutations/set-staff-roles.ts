import type { StaffRole } from '@hospital/contract';
import { setStaffRolesEndpoint } from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { staffKey } from '../queries/list-staff.ts';

export function useSetStaffRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: number; roles: StaffRole[] }) =>
      callEndpoint(setStaffRolesEndpoint, { params: { id }, body: { roles } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey() }),
  });
}
