import type { FastifyError, FastifyInstance } from 'fastify';
import { API_MESSAGES } from '../src/config/messages';
import { isContractFormatError } from './validation/formats';

/** An error whose message is meant for the caller. */
export class HttpError extends Error {
  constructor(
    public statusCode: number,
    message: string,
    public validation?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, validation?: Record<string, string>) =>
  new HttpError(400, message, validation);
export const unprocessable = (message: string, validation?: Record<string, string>) =>
  new HttpError(422, message, validation);
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Maps a database constraint violation to a 409/422 with a message, never a 500. */
export function fromDatabaseError(err: unknown): HttpError | null {
  const e = err as { code?: string; message?: string; detail?: string; constraint?: string };
  const msg = e?.message ?? '';
  // SQLite (better-sqlite3) codes
  if (e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const field = /UNIQUE constraint failed: [a-z_]+\.([a-z_]+)/.exec(msg)?.[1];
    return conflict(field ? `A record with this ${field} already exists` : 'A record like this already exists');
  }
  if (e?.code?.startsWith('SQLITE_CONSTRAINT') && msg.includes('FOREIGN KEY')) {
    return conflict('The change refers to a record that does not exist, or a record still in use');
  }
  if (e?.code === 'SQLITE_CONSTRAINT_NOTNULL') {
    const field = /NOT NULL constraint failed: [a-z_]+\.([a-z_]+)/.exec(msg)?.[1];
    return unprocessable(`${field ?? 'A field'} is required`, field ? { [field]: 'is required' } : undefined);
  }
  // PostgreSQL SQLSTATE codes
  if (e?.code === '23505') {
    const field = /\(([a-z_, ]+)\)=/.exec(e.detail ?? '')?.[1]?.split(', ').pop();
    return conflict(field ? `A record with this ${field} already exists` : 'A record like this already exists');
  }
  if (e?.code === '23503') return conflict('The change refers to a record that does not exist, or a record still in use');
  if (e?.code === '23502') return unprocessable('A required field is missing');
  if (e?.code === '22003') return unprocessable('A number is out of range');
  // A value the column cannot read (a number past what the database writes as one, a malformed date).
  if (e?.code === '22P02' || e?.code === '22007' || e?.code === '22008') return unprocessable('A value is not valid for its field');
  return null;
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTCONN', '57P01', '57P02', '57P03', '08006', '08001', '08003', '08004']);
/** What the PostgreSQL driver says, without a code, when it loses or cannot get a connection. */
const CONNECTION_TEXT = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|Client was closed and is not queryable|terminating connection/i;

/** The database cannot be reached (down, restarting, unreachable): a 503 the client may retry, not a 500. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  return !!e && ((!!e.code && CONNECTION_CODES.has(e.code)) || CONNECTION_TEXT.test(e.message ?? ''));
}

/** One error shape for every failure: `{error: true, message, validation?}`; no stack, no internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError & { validation?: unknown[] }, request, reply) => {
    if (err instanceof HttpError) {
      const retryAfter = (err as { retryAfterS?: number }).retryAfterS;
      if (retryAfter) reply.header('retry-after', String(retryAfter));
      return reply.code(err.statusCode).send({ error: true, message: err.message, ...(err.validation ? { validation: err.validation } : {}) });
    }
    if (err.validation && Array.isArray(err.validation)) {
      const validation: Record<string, string> = {};
      for (const v of err.validation as Array<{ instancePath?: string; message?: string; params?: Record<string, unknown> }>) {
        const field =
          (v.params?.missingProperty as string) ??
          (v.params?.additionalProperty as string) ??
          (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') ??
          '';
        // An enum names what it allows (a path role of 'user' is told admin, trainer or member).
        const allowed = Array.isArray(v.params?.allowedValues) ? (v.params.allowedValues as unknown[]).filter((a) => a !== null) : null;
        const message = v.params?.additionalProperty ? 'is not a known field' : allowed?.length ? `must be one of: ${allowed.join(', ')}` : (v.message ?? 'is invalid');
        validation[field || (err.validationContext ?? 'request')] = message;
      }
      const [field, message] = Object.entries(validation)[0] ?? ['request', 'is invalid'];
      const where = err.validationContext ?? 'request';
      // A value refused by one of the contract's own formats (a link) is a field's validation, as in the records service.
      const status = err.validation.some(isContractFormatError) ? 422 : 400;
      return reply.code(status).send({ error: true, message: `${where}: ${field} ${message}`, validation });
    }
    const db = fromDatabaseError(err);
    if (db) return reply.code(db.statusCode).send({ error: true, message: db.message });
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ error: true, message: API_MESSAGES.databaseUnavailable });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ error: true, message: err.message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: true, message: API_MESSAGES.internal });
  });
}
