/** Lambda `upload`: one file (image or video) through the app's one client; answers where it is served. */
import type { PathRole } from '../config/constants';
import type { components } from '../generated/api';
import { api, unwrap } from './client';
import { asForm, onPath } from './lambda';

export type Uploaded = components['schemas']['UploadResponse'];

export function uploadFile(file: File, pathRole?: PathRole): Promise<Uploaded> {
  return unwrap(api.POST('/v1/api/{project}/{role}/lambda/upload', { params: { path: onPath(pathRole) }, body: { file }, bodySerializer: asForm }));
}
