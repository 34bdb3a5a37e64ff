/**
 * What every typed call on the contract's paths needs besides the generated client (`api.GET/POST/PUT/DELETE` of
 * ./client, typed by `paths`): the path parameters of a call under `/v1/api/{project}/{role}/` and a multipart body.
 *
 *   const { list } = await unwrap(api.GET('/v1/api/{project}/{role}/lambda/stripe/customer/cards', { params: { path: onPath('member') } }));
 *
 * The answer is the contract's 2xx body; an error is thrown as an `ApiError` by the client's middleware (./client).
 */
import type { PathRole } from '../config/constants';
import { apiConfig, resolvePathRole } from './config';

/** `{project, role}` of a call: the configured project, the path role given or the session's (./config). */
export function onPath(pathRole?: PathRole | null): { project: string; role: PathRole } {
  return { project: apiConfig.projectId, role: resolvePathRole(pathRole) };
}

/**
 * A multipart body's fields as FormData (openapi-fetch's `bodySerializer`), for the operations that take a file:
 * `api.POST(path, { params, body: { file }, bodySerializer: asForm })`. A File keeps its name (give the server one).
 */
export function asForm(body: Record<string, Blob | string | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    form.append(name, value);
  }
  return form;
}
