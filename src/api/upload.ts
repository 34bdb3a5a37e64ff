/** Lambda `upload`: one file (image or video) through the app's one client; answers where it is served. */
import type { PathRole } from '../config/constants';
import type { components } from '../generated/api';
import { records } from './records';

export type Uploaded = components['schemas']['UploadResponse'];

export function uploadFile(file: File, pathRole?: PathRole): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file);
  return records.custom<Uploaded>({ endpoint: 'upload', method: 'POST', body: form, pathRole });
}
