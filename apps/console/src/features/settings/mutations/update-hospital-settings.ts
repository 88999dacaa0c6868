import {
  updateHospitalSettingsEndpoint,
  type HospitalSettingsInput,
} from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { hospitalSettingsKey } from '../queries/hospital-settings.ts';

export function useUpdateHospitalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HospitalSettingsInput) =>
      callEndpoint(updateHospitalSettingsEndpoint, { body }),
    onSuccess: (saved) => queryClient.setQueryData(hospitalSettingsKey(), saved),
  });
}
