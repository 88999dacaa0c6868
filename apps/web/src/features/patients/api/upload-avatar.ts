import { fileUpload, type UploadedFile } from '@hospital/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client.ts';

/** Multipart field `file`; the server sniffs the content and enforces the size limit too. */
export function uploadAvatar(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return request<UploadedFile>({ method: 'POST', path: fileUpload.path, formData });
}

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar });
