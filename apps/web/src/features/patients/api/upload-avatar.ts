import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '../../../api/mutations/file-upload.ts';

export const useUploadAvatar = () => useMutation({ mutationFn: (file: File) => uploadFile(file) });
