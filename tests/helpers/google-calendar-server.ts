/**
 * A test double of Google's OAuth token endpoint and Calendar v3 events.insert (this machine has no internet): a
 * node:http server on loopback that answers as Google does and keeps what it received.
 *
 * - `POST /token` (form: grant_type=refresh_token, refresh_token, client_id, client_secret): a fresh access token
 *   (`{access_token, expires_in, token_type: 'Bearer', scope}`) when the client and refresh token match; otherwise
 *   400 `{error: 'invalid_grant' | 'invalid_client', error_description}`.
 * - `POST /calendar/v3/calendars/{calendarId}/events` (JSON event): requires `Authorization: Bearer <an issued, not
 *   revoked access token>` (401 otherwise, Google's `{error: {code, message, status}}`), a summary and start/end
 *   `dateTime`s with the end after the start (400 otherwise); answers the stored event with `id`, `status`,
 *   `htmlLink`, `created`, `organizer` and each attendee's `responseStatus: needsAction`.
 * `state.revokeTokens()` makes every issued access token invalid (as an expiry would); `state.failNext` answers the
 * next events.insert with that status and message.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface GoogleCall {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  body: Record<string, unknown>;
  status: number;
}

export interface GoogleCalendarDouble {
  url: string;
  calls: GoogleCall[];
  events: Record<string, unknown>[];
  revokeTokens(): void;
  failNext: { status: number; message: string } | null;
  close(): Promise<void>;
}

export const GOOGLE_CLIENT = { id: 'sportlink-calendar.apps.test', secret: 'calendar-client-secret', refreshToken: '1//refresh-token-for-tests' };

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startGoogleCalendar(): Promise<GoogleCalendarDouble> {
  const valid = new Set<string>();
  const double: GoogleCalendarDouble = {
    url: '',
    calls: [],
    events: [],
    revokeTokens: () => valid.clear(),
    failNext: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const send = (res: ServerResponse, call: GoogleCall, status: number, body: unknown) => {
    call.status = status;
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const raw = await readBody(req);
    const isForm = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    let body: Record<string, unknown> = {};
    try {
      body = isForm ? Object.fromEntries(new URLSearchParams(raw)) : raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      body = { _unparsed: raw };
    }
    const call: GoogleCall = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), authorization: req.headers.authorization ?? null, body, status: 0 };
    double.calls.push(call);
    const googleError = (status: number, message: string) => send(res, call, status, { error: { code: status, message, status: status === 401 ? 'UNAUTHENTICATED' : 'INVALID_ARGUMENT' } });

    if (req.method === 'POST' && url.pathname === '/token') {
      if (!isForm || body.grant_type !== 'refresh_token') return send(res, call, 400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
      if (body.client_id !== GOOGLE_CLIENT.id || body.client_secret !== GOOGLE_CLIENT.secret) return send(res, call, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
      if (body.refresh_token !== GOOGLE_CLIENT.refreshToken) return send(res, call, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      const token = `ya29.${randomBytes(16).toString('hex')}`;
      valid.add(token);
      return send(res, call, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer', scope: 'https://www.googleapis.com/auth/calendar.events' });
    }

    const insert = /^\/calendar\/v3\/calendars\/([^/]+)\/events$/.exec(url.pathname);
    if (req.method === 'POST' && insert) {
      const token = /^Bearer (.+)$/.exec(call.authorization ?? '')?.[1];
      if (!token || !valid.has(token)) return googleError(401, 'Request had invalid authentication credentials.');
      if (double.failNext) {
        const { status, message } = double.failNext;
        double.failNext = null;
        return googleError(status, message);
      }
      const start = (body.start as { dateTime?: string } | undefined)?.dateTime;
      const end = (body.end as { dateTime?: string } | undefined)?.dateTime;
      if (!body.summary || !start || !end) return googleError(400, 'Missing summary, start or end.');
      if (Date.parse(end) <= Date.parse(start)) return googleError(400, 'The specified time range is empty.');
      const id = randomBytes(13).toString('hex');
      const calendarId = decodeURIComponent(insert[1]);
      const event = {
        kind: 'calendar#event',
        id,
        status: 'confirmed',
        htmlLink: `https://calendar.example.test/event?eid=${id}`,
        created: new Date().toISOString(),
        organizer: { email: calendarId, self: true },
        ...body,
        attendees: ((body.attendees as Record<string, unknown>[] | undefined) ?? []).map((a) => ({ ...a, responseStatus: 'needsAction' })),
      };
      double.events.push(event);
      return send(res, call, 200, event);
    }
    return googleError(404, 'Not Found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}
