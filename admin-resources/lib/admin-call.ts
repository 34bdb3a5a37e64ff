/** An admin lambda call through the app's one client (records.custom), always on the admin path. */
import { records } from '../../src/api/records';

export function adminCall<R = unknown>(endpoint: string, body?: unknown, method: 'GET' | 'POST' = body === undefined ? 'GET' : 'POST'): Promise<R> {
  return records.custom<R>({ endpoint, method, body, pathRole: 'admin' });
}
