import {
  updateConsoleDoctorEndpoint,
  uploadConsoleDoctorAvatarEndpoint,
  type DoctorProfile,
} from '@hospital/contract/console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, uploadFile } from '../../../api/client.ts';
import { doctorsKey } from '../queries/doctors.ts';

export function useUpdateDoctor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DoctorProfile }) =>
      callEndpoint(updateConsoleDoctorEndpoint, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: doctorsKey() }),
  });
}

export function useUploadDoctorAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: Blob }) =>
      uploadFile(uploadConsoleDoctorAvatarEndpoint, { id }, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: doctorsKey() }),
  });
}
