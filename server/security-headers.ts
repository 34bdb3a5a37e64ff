/**
 * The security headers (helmet's defaults with our Content-Security-Policy) on every answer. Ours are the same for
 * every request (no nonces, no per-route options), so helmet runs once, at boot, into a list of headers, and each
 * request only sets them (@fastify/helmet built helmet's middleware anew on every request; docs/performance.md, "The
 * records API against its floor", measured the difference as within the noise). Set on the raw response, as helmet
 * does, so a route's own header (the uploads' sandboxing CSP) still replaces one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What helmet sets with these options, as header name → value. */
export function helmetHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return [...headers];
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
