/**
 * What a request changes, read from its method and path: the records table and operation (create, update, delete,
 * or custom for the bulk writes and lambda calls), the record's id, its sync priority, and whether it may wait in
 * the offline queue at all. Sign-in, payments and uploads never wait: they need the server's answer there and then.
 */
import type { OfflinePriority } from '../config/constants';
import type { QueueOperation } from './types';

/** Changes that matter most to their author (a logged workout, a program draft) go first. */
const HIGH_TABLES = new Set(['workout_log', 'program', 'split', 'workout', 'workout_exercise', 'post', 'comment']);
/** Changes that can go last, and make room first when the queue is full (read marks, likes). */
const LOW_TABLES = new Set(['notification', 'reaction']);
/** Lambda calls that may wait for a connection (own profile details). */
const QUEUEABLE_LAMBDAS = new Set(['profile', 'update/photo', 'profile/complete']);

export interface RequestInfo {
  queueable: boolean;
  table: string | null;
  operation: QueueOperation;
  /** The record's id (update, delete), when the path names one. */
  recordId?: number;
  priority: OfflinePriority;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isMutation(method: string): boolean {
  return MUTATIONS.has(method.toUpperCase());
}

export function describeRequest(method: string, url: string): RequestInfo {
  const m = method.toUpperCase();
  const path = new URL(url, 'http://x').pathname;
  const none: RequestInfo = { queueable: false, table: null, operation: 'custom', priority: 'medium' };
  if (!isMutation(m)) return none;
  const rec = /^\/v1\/api\/records\/[^/]+\/[^/]+\/([a-z_]+)(?:\/([^/]+))?$/.exec(path);
  if (rec) {
    const [, table, rest] = rec;
    const priority: OfflinePriority = HIGH_TABLES.has(table) ? 'high' : LOW_TABLES.has(table) ? 'low' : 'medium';
    if (!rest) {
      if (m === 'POST') return { queueable: true, table, operation: 'create', priority };
      if (m === 'PUT') return { queueable: true, table, operation: 'custom', priority }; // PUT with updateCondition
      return none;
    }
    if (rest === 'PUTWHERE' || rest === 'DELETEALL') return { queueable: true, table, operation: 'custom', priority };
    if (/^[A-Z]+$/.test(rest)) return none; // the reads sent as POST (GETALL, EXPORT, ...)
    const id = Number(rest);
    if (!Number.isInteger(id)) return none;
    if (m === 'PUT' || m === 'PATCH') return { queueable: true, table, operation: 'update', recordId: id, priority };
    if (m === 'DELETE') return { queueable: true, table, operation: 'delete', recordId: id, priority };
    return none;
  }
  const lambda = /^\/v1\/api\/[^/]+\/[^/]+\/lambda\/(.+)$/.exec(path);
  if (lambda && QUEUEABLE_LAMBDAS.has(lambda[1])) return { queueable: true, table: null, operation: 'custom', priority: 'medium' };
  return none;
}

/** A new random id (a queued request's, an Idempotency-Key): a UUID where the browser has one, else 128 random bits. */
export function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
