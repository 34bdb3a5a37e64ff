/**
 * `Idempotency-Key` (the contract's IdempotencyKey parameter; ADR 011): a change sent again with the same key is
 * answered with the first answer and changes nothing, so the offline queue may replay until it hears back.
 *
 * - Before the handler (preHandler), the key is claimed: a row (caller, key, a hash of method, path and body) in
 *   state `pending` with a lease. The same key already done answers its kept answer (`Idempotent-Replayed: true`);
 *   still pending answers 409 with Retry-After (unless its lease ran out: a request that died is taken over); the
 *   same key for another request answers 422.
 * - After the handler (onSend), a 2xx answer is kept, sealed (it may hold tokens), and the row is done; any other
 *   answer drops the claim, so a retry of a refused request runs again (a refused request wrote nothing).
 * - The records writes complete the claim inside their own transaction (`completeInTransaction`), so for them the
 *   change and its kept answer commit together: even a crash between the two cannot make a replay write twice.
 *
 * Only operations whose contract declares the header are covered (a unit test holds every change to declaring it);
 * rows are removed `keepMs` (8 days) after their request.
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OFFLINE } from '../../../src/config/constants';
import { API_MESSAGES } from '../../../src/config/messages';
import { sealer } from '../../auth/secrets';
import type { DB } from '../../db';
import { conflict, fromDatabaseError, unprocessable } from '../../errors';
import { OPERATIONS } from '../../generated/operations';

export const IDEMPOTENCY = {
  header: 'idempotency-key',
  replayedHeader: 'idempotent-replayed',
  /**
   * How long a kept answer is kept: a day longer than a change may wait in a device's offline queue (cleaned after
   * OFFLINE.staleAfterMs), so a change whose first answer was lost is recognised however late it is sent again.
   */
  keepMs: OFFLINE.staleAfterMs + 24 * 60 * 60_000,
  /** How long a pending claim holds before another request with its key may take it over. */
  leaseMs: 60_000,
  /** A request finding its key pending is told to try again after this long. */
  retryAfterS: 1,
  sweepEveryMs: 60 * 60_000,
} as const;

interface Claim {
  id: number;
  /** Set once the answer is kept (in the write's transaction, or by onSend). */
  done: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Claim;
  }
}

/** The operations that take the header (their contract lists it). */
export const COVERED: ReadonlySet<string> = new Set<string>(
  OPERATIONS.filter((op) => {
    const headers = (op.schema as { headers?: { properties?: Record<string, unknown> } }).headers?.properties ?? {};
    return Object.keys(headers).some((h) => h.toLowerCase() === IDEMPOTENCY.header);
  }).map((op) => op.operationId),
);

interface Kept {
  type: string;
  body: string;
}

const nowIso = (ms = Date.now()) => new Date(ms).toISOString();
const inProgress = () => Object.assign(conflict(API_MESSAGES.idempotencyInProgress), { retryAfterS: IDEMPOTENCY.retryAfterS });

/** What makes two requests the same request: method, path with query, and body (multipart: its type and length). */
function fingerprint(request: FastifyRequest): string {
  const type = String(request.headers['content-type'] ?? '');
  const body = type.startsWith('multipart/') ? `${type}|${request.headers['content-length'] ?? ''}` : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('base64url');
}

/**
 * Completes the request's claim inside a write's transaction, with the answer the route is about to send (records
 * writes: `{error: false, data}`). Does nothing for a request without a key.
 */
export async function completeInTransaction(request: FastifyRequest, trx: DB, status: number, body: unknown): Promise<void> {
  const claim = request.idempotency;
  if (!claim || claim.done) return;
  await trx
    .updateTable('idempotency_key')
    .set({ state: 'done', status_code: status, response: request.server.idempotencySeal(JSON.stringify({ type: 'application/json; charset=utf-8', body: JSON.stringify(body) } satisfies Kept)), locked_until: null })
    .where('id', '=', claim.id)
    .execute();
  claim.done = true;
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotencySeal(plain: string): string;
  }
}

export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  const box = sealer(app.config.jwtSecret, 'idempotency');
  app.decorate('idempotencySeal', (plain: string) => box.seal(plain));
  const db = () => app.database.db;

  /** The caller the key belongs to: the signed-in user (a valid token), else the anonymous namespace. */
  function scopeOf(request: FastifyRequest): string {
    const [scheme, token] = String(request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return 'anon';
    try {
      return `user:${app.jwt.verify<{ uid: number }>(token).uid}`;
    } catch {
      return 'anon';
    }
  }

  async function replay(reply: FastifyReply, status: number, sealed: string) {
    const kept = JSON.parse(box.open(sealed)) as Kept;
    return reply.code(status).header(IDEMPOTENCY.replayedHeader, 'true').type(kept.type).serializer((x: unknown) => x as string).send(kept.body);
  }

  app.addHook('preHandler', async (request, reply) => {
    const raw = request.headers[IDEMPOTENCY.header];
    if (typeof raw !== 'string' || !raw) return;
    if (!COVERED.has(request.routeOptions.config.operationId ?? '')) return;
    const scope = scopeOf(request);
    const hash = fingerprint(request);
    const now = Date.now();
    try {
      const row = await db()
        .insertInto('idempotency_key')
        .values({ scope, key: raw, request_hash: hash, state: 'pending', locked_until: nowIso(now + IDEMPOTENCY.leaseMs), created_at: nowIso(now) })
        .returning('id')
        .executeTakeFirstOrThrow();
      request.idempotency = { id: Number(row.id), done: false };
      return;
    } catch (err) {
      const known = fromDatabaseError(err);
      if (!known || known.statusCode !== 409) throw err;
    }
    const found = await db().selectFrom('idempotency_key').selectAll().where('scope', '=', scope).where('key', '=', raw).executeTakeFirst();
    if (!found) throw inProgress(); // the other request just gave its claim up: try again
    if (found.request_hash !== hash) throw unprocessable(API_MESSAGES.idempotencyMismatch, { [IDEMPOTENCY.header]: 'was used for a different request' });
    if (found.state === 'done' && found.response) return replay(reply, Number(found.status_code), String(found.response));
    // Pending: still running, unless its lease ran out (the request died with its server): then this one takes over.
    if (found.locked_until && String(found.locked_until) > nowIso(now)) {
      throw inProgress();
    }
    const taken = await db()
      .updateTable('idempotency_key')
      .set({ locked_until: nowIso(now + IDEMPOTENCY.leaseMs) })
      .where('id', '=', found.id)
      .where('state', '=', 'pending')
      .where('locked_until', '=', found.locked_until)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) throw inProgress();
    request.idempotency = { id: Number(found.id), done: false };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim || claim.done) return payload;
    claim.done = true;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    try {
      if (ok && text !== null) {
        const kept: Kept = { type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), body: text };
        await db().updateTable('idempotency_key').set({ state: 'done', status_code: reply.statusCode, response: box.seal(JSON.stringify(kept)), locked_until: null }).where('id', '=', claim.id).execute();
      } else {
        // A refused (or unstorable) request leaves nothing behind: its retry runs again.
        await db().deleteFrom('idempotency_key').where('id', '=', claim.id).where('state', '=', 'pending').execute();
      }
    } catch (err) {
      request.log.error({ err }, 'idempotency: could not keep the answer'); // the lease lets a retry run again
    }
    return payload;
  });

  const sweep = async () => {
    await db()
      .deleteFrom('idempotency_key')
      .where('created_at', '<', nowIso(Date.now() - IDEMPOTENCY.keepMs))
      .execute()
      .catch((err: unknown) => app.log.warn({ err }, 'idempotency: sweep failed'));
  };
  const timer = setInterval(() => void sweep(), IDEMPOTENCY.sweepEveryMs);
  timer.unref();
  app.addHook('onReady', sweep);
  app.addHook('onClose', async () => clearInterval(timer));
}, { name: 'idempotency', dependencies: ['database', 'auth'] });
