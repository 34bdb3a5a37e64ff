/** The offline layer's records (requirements §3 "Offline queued request", "Offline data record", "Offline queue stats"). */
import type { OfflinePriority } from '../config/constants';

export type QueueOperation = 'create' | 'update' | 'delete' | 'custom';

/** A change made without a connection, waiting to be sent (requirements §3, every field; ours in `metadata`). */
export interface QueuedRequest {
  id: string;
  /** When it was queued (epoch ms). */
  timestamp: number;
  retryCount: number;
  maxRetries: number;
  /** The path and query, from the API's origin (`/v1/api/...`). */
  endpoint: string;
  method: string;
  /** The body as it was sent (JSON text), or null. */
  body: string | null;
  /** The headers to send again (never Authorization: the token of the moment is added when it is sent). */
  headers: Record<string, string>;
  /** The records table it changes, or null (a lambda call). */
  table: string | null;
  operation: QueueOperation;
  priority: OfflinePriority;
  metadata: QueuedMetadata;
}

export interface QueuedMetadata {
  /** Whose change it is: only that user's session sends it. */
  userId: number | null;
  /** Sent as Idempotency-Key: the server applies the change once however often it is sent. */
  idempotencyKey: string;
  /** `pending` waits to be sent; `failed` was dropped after its retries, kept for Retry Failed. */
  state: 'pending' | 'failed';
  /** For a create: the id the app shows until the server gives the real one. */
  optimisticId?: number;
  /** For an update or a delete: the record's id. */
  recordId?: number;
  /** Not to be tried again before this (epoch ms): the retry delay. */
  nextAttemptAt?: number;
  lastError?: string;
}

/** A change as the app shows it before the server has it (requirements §3 "Offline data record"). */
export interface OfflineDataRecord {
  id: string;
  table: string;
  /** The record as changed: the body sent, with `id` (the optimistic id for a create). */
  data: Record<string, unknown>;
  operation: 'create' | 'update' | 'delete';
  synced: boolean;
  optimisticId: number | null;
  timestamp: number;
  /** The queued request that carries it. */
  requestId: string;
  userId: number | null;
}

/** requirements §3 "Offline queue stats": waiting changes in all and by priority. */
export interface QueueStats {
  total: number;
  high: number;
  medium: number;
  low: number;
}
