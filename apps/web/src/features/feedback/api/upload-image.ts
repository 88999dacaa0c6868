import { fileUpload, type UploadedFile } from '@hospital/contract';
import { request } from '../../../api/client.ts';

/** Multipart field `file`; the server checks the content and the size again. */
export function uploadImage(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return request<UploadedFile>({ method: 'POST', path: fileUpload.path, formData, loading: false });
}
