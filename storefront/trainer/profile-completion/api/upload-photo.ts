/** POST lambda `upload` as a trainer: the profile photo; answers the URL it is served at. */
import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '../../../../src/api/upload';

export function uploadTrainerPhoto(file: File) {
  return uploadFile(file, 'trainer');
}

export function useUploadTrainerPhoto() {
  return useMutation({ mutationFn: uploadTrainerPhoto });
}
