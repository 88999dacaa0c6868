import { fileUploadEndpoint, type UploadedFile } from '@hospital/contract';
import { request, type RequestOptions } from '../client.ts';

/** Multipart field `file`; the server sniffs the content and enforces the size limit again. */
export function uploadFile(file: File, options: Pick<RequestOptions, 'loading'> = {}) {
  const formData = new FormData();
  formData.append('file', file);
  return request<UploadedFile>({
    method: 'POST',
    path: fileUploadEndpoint.path,
    formData,
    ...options,
  });
}
