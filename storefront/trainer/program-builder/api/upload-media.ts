/** POST lambda `upload`: a cover image or an exercise video, through src/api/upload.ts; answers the served URL. */
import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '../../../../src/api/upload';

export async function uploadMedia(file: File): Promise<string> {
  return (await uploadFile(file, 'trainer')).url;
}

export function useUploadMedia() {
  return useMutation({ mutationFn: uploadMedia });
}
