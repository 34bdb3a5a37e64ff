/** An admin lambda call through the app's one client (records.custom), always on the admin path. */
import { records, type CustomOptions, type HttpMethod } from '../../src/api/records';

export function adminCall<R = unknown>(
  endpoint: string,
  body?: unknown,
  method: HttpMethod = body === undefined ? 'GET' : 'POST',
  query?: CustomOptions['query'],
): Promise<R> {
  return records.custom<R>({ endpoint, method, body, query, pathRole: 'admin' });
}
