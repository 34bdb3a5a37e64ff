/** POST lambda `upload` as an athlete: the profile photo; answers the URL it is served at. */
import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '../../../../src/api/upload';

export function uploadAthletePhoto(file: File) {
  return uploadFile(file, 'member');
}

export function useUploadAthletePhoto() {
  return useMutation({ mutationFn: uploadAthletePhoto });
}
