/**
 * A change that could not reach the server becomes a queued request (requirements §8): kept with its Idempotency-Key and
 * shown at once (an offline data record: a create gets a temporary id), and the caller is answered as if it were
 * done — 202 with `{error: false, data, queued: true, message}` — with the notice 'Created/Updated/Deleted locally,
 * will sync when online' (records) or 'Request queued for sync when online' (other calls).
 */
import { OFFLINE } from '../config/constants';
import { MESSAGES } from '../config/messages';
import { nextOptimisticId, type PendingRecords } from './pending-records';
import type { OfflineQueue } from './queue';
import { newId, type RequestInfo } from './request-info';
import type { OfflineDataRecord, QueuedRequest } from './types';

/** Headers of a request worth sending again (never Authorization or cookies: the token of the moment is added). */
const KEEP_HEADERS = /^(content-type|idempotency-key|x-[a-z-]+)$/i;

export const QUEUED_HEADER = 'x-offline-queued';

export interface CaptureDeps {
  queue: OfflineQueue;
  records: PendingRecords;
  userId(): number | null;
  now?(): number;
  /** A low-priority change made room in a full queue: take it off the screen. */
  onDropped?(request: QueuedRequest): void;
}

/** Queues `request` (a clone whose body was not read) and answers the stand-in response. */
export async function captureRequest(request: Request, info: RequestInfo, deps: CaptureDeps): Promise<Response> {
  const now = deps.now?.() ?? Date.now();
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (KEEP_HEADERS.test(name)) headers[name.toLowerCase()] = value;
  });
  const idempotencyKey = headers['idempotency-key'] ?? newId();
  headers['idempotency-key'] = idempotencyKey;
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.text();
  const optimisticId = info.operation === 'create' ? nextOptimisticId(now) : undefined;
  const userId = deps.userId();
  const queued: QueuedRequest = {
    id: newId(),
    timestamp: now,
    retryCount: 0,
    maxRetries: OFFLINE.maxRetries,
    endpoint: `${url.pathname}${url.search}`,
    method: request.method,
    body: body || null,
    headers,
    table: info.table,
    operation: info.operation,
    priority: info.priority,
    metadata: { userId, idempotencyKey, state: 'pending', optimisticId, recordId: info.recordId },
  };
  const { dropped } = await deps.queue.add(queued);
  if (dropped) {
    await deps.records.settle(dropped.id);
    deps.onDropped?.(dropped);
  }
  if (info.table && info.operation !== 'custom') {
    let data: Record<string, unknown> = {};
    try {
      data = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      data = {};
    }
    const record: OfflineDataRecord = {
      id: newId(),
      table: info.table,
      data: { ...data, id: optimisticId ?? info.recordId },
      operation: info.operation,
      synced: false,
      optimisticId: optimisticId ?? null,
      timestamp: now,
      requestId: queued.id,
      userId,
    };
    await deps.records.add(record);
  }
  const message = info.table && info.operation !== 'custom' ? MESSAGES.savedLocally(info.operation) : MESSAGES.requestQueued;
  const answer = { error: false, data: optimisticId ?? info.recordId ?? null, queued: true, message };
  return new Response(JSON.stringify(answer), { status: 202, headers: { 'content-type': 'application/json', [QUEUED_HEADER]: '1' } });
}
