import { updateConsoleDepartmentEndpoint, type DepartmentEdit } from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { allDepartmentsKey } from '../../../api/queries/departments.ts';

export function useUpdateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DepartmentEdit }) =>
      callEndpoint(updateConsoleDepartmentEndpoint, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['scheduling'] }),
        queryClient.invalidateQueries({ queryKey: allDepartmentsKey }),
      ]),
  });
}
