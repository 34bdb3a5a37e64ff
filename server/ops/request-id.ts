/**
 * One id per request, end to end: the web client sends `X-Request-Id` (a UUID per call, src/api/client.ts); the server
 * takes it when it looks like an id (else makes one), logs every line of the request with it (`reqId`) and answers
 * it in the same header. A user's error report quoting it finds the request's log lines.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a caller's id may be: no spaces, quotes or control characters to forge log lines with, and not unbounded. */
const ACCEPTED = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** Fastify's `genReqId`: the caller's id when acceptable, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTED.test(sent) ? sent : randomUUID();
}

/** Every answer names its request. */
export function answerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
