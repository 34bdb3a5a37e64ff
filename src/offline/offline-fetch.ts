/**
 * The API client's fetch (src/api/client.ts): a change that cannot reach the server (a network-like error, requirements §8)
 * and may wait goes to the offline queue instead of failing. The queue and the sync engine are their own chunk
 * (src/offline/index.ts), fetched right after the first render: nothing of them is in the first load.
 */
import { isNetworkLikeError } from '../api/errors';
import { describeRequest, isMutation } from './request-info';

type OfflineLayer = typeof import('./index');
let loading: Promise<OfflineLayer> | null = null;

/** The offline layer's chunk, fetched once (again after a failed fetch). */
export function loadOfflineLayer(): Promise<OfflineLayer> {
  loading ??= import('./index').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The caller aborted the change (its own signal, not a timeout): it does not want it sent, now or later. */
function cancelledByCaller(request: Request): boolean {
  const { signal } = request;
  return signal.aborted && (signal.reason as { name?: unknown } | undefined)?.name !== 'TimeoutError';
}

export async function offlineAwareFetch(request: Request): Promise<Response> {
  const info = isMutation(request.method) ? describeRequest(request.method, request.url) : null;
  // Kept unread, to queue it if it cannot be sent.
  const copy = info?.queueable ? request.clone() : null;
  try {
    return await globalThis.fetch(request);
  } catch (error) {
    if (!copy || !info || cancelledByCaller(request) || !isNetworkLikeError(error)) throw error;
    let layer: OfflineLayer;
    try {
      layer = await loadOfflineLayer();
    } catch {
      throw error; // the offline layer could not be fetched either: the change fails as it is
    }
    return layer.capture(copy, info);
  }
}
