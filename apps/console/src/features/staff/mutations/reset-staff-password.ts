import { resetStaffPasswordEndpoint } from '@hospital/contract/console';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

export const useResetStaffPassword = () =>
  useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) =>
      callEndpoint(resetStaffPasswordEndpoint, { params: { id }, body: { password } }),
  });
