/**
 * Checks after OWASP ASVS level 2, proven here by the security suite itself (the feature tests prove some of them
 * too): security headers on every kind of answer, password storage parameters, no password, token or secret in a log
 * line; refresh-token rotation and reuse revocation (the whole family and its access tokens end at once); sign-out
 * ending the access and the refresh token; magic links single-use and dead after 10 minutes (the clock moved); a TOTP
 * code once per time step; sign-in limits that slow an attacker without locking the owner out; the answers kept for
 * idempotent replays sealed at rest; no cache and the sign-in cookie's flags; CORS closed to other origins; uploads
 * served inert (nosniff, a sandboxing CSP) and no way out of the uploads folder.
 */
import { request as httpRequest } from 'node:http';
import { PassThrough } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sealer } from '../../server/auth/secrets';
import { loadConfig } from '../../server/config';
import { client, DEMO, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let idp: OAuth2Server;
let logs = '';

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  const stream = new PassThrough();
  stream.on('data', (chunk) => (logs += chunk.toString()));
  server = await startServer({ logStream: stream, env: { TRUST_PROXY: 'loopback', LOG_LEVEL: 'trace', OIDC_ISSUER: idp.issuer.url!, OIDC_CLIENT_ID: 'sportlink-web', OIDC_CLIENT_SECRET: 'client-secret', OIDC_PROVIDER: 'oidc' } });
  http = client(server);
});
afterAll(async () => {
  await server?.close();
  await idp?.stop();
});
afterEach(() => {
  vi.useRealTimers();
});

const L = '/sportlink';
const PASSWORD = 'Sportlink123!';

/** A new athlete with the demo password (each check its own account, so the checks do not disturb each other). */
async function newAthlete(): Promise<{ id: number; email: string }> {
  const email = `asvs-${randomBytes(4).toString('hex')}@example.test`;
  const hash = (await server.database.db.selectFrom('user').select('password_hash').where('email', '=', DEMO.trainer.email).executeTakeFirstOrThrow()).password_hash;
  const now = new Date().toISOString();
  const row = await server.database.db
    .insertInto('user')
    .values({ email, password_hash: hash, role: 'athlete', first_name: 'Asvs', last_name: 'Check', photo: null, status: 1, verify: 1, profile_complete: 1, two_factor_enabled: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), email };
}

const signIn = (email: string, opts: { remember?: boolean; password?: string; ip?: string } = {}) =>
  http.call('POST', `${L}/member/lambda/login`, { body: { email, password: opts.password ?? PASSWORD, is_refresh: opts.remember ?? false }, headers: opts.ip ? { 'x-forwarded-for': opts.ip } : {} });
const profile = (token: string) => http.get(`${L}/member/lambda/profile`, token);
const refresh = (refresh_token: string) => http.post(`${L}/member/lambda/refresh_token`, { refresh_token });

/** The link in the newest mail to `to` (mail without SMTP_URL is kept in the outbox table). */
async function mailedLink(to: string): Promise<URL> {
  const mail = await server.database.db.selectFrom('outbox').select('text').where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return new URL(/https?:\/\/\S+/.exec(String(mail.text))![0]);
}

/** Freezes the server's clock (it runs in this process and reads Date) at `ms`. */
function clockAt(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: ms });
}

/** A request with its path sent byte for byte (fetch would resolve `..` before sending). */
function rawGet(path: string): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('security headers', () => {
  it.each([
    ['a JSON answer', '/status'],
    ['a records list', '/records/sportlink/member/program'],
    ['an error', '/records/sportlink/member/nope'],
  ])('are on %s', async (_what, path) => {
    const res = await http.get(path);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('password storage', () => {
  it('keeps scrypt hashes with a per-user salt, at the configured cost: 2^17 unless told (test servers run lower)', async () => {
    expect(loadConfig({ JWT_SECRET: 'a'.repeat(32), SQLITE_FILE: '/tmp/sportlink-asvs.db' }).passwordCost).toBeGreaterThanOrEqual(17);
    const rows = await server.database.db.selectFrom('user').select('password_hash').execute();
    for (const { password_hash } of rows) {
      const [alg, n, r, p, salt, hash] = String(password_hash).split('$');
      expect(alg).toBe('scrypt');
      expect(Number(n)).toBe(2 ** server.config.passwordCost);
      expect([Number(r), Number(p)]).toEqual([8, 1]);
      expect(Buffer.from(hash, 'base64url')).toHaveLength(32);
      expect(Buffer.from(salt, 'base64url')).toHaveLength(16);
    }
    // (The demo seed hashes its one shared password once.) Users created through the API each get
    // their own salt: the same password gives different hashes.
    const a = await http.post('/records/sportlink/admin/user', { email: 'salt1@example.test', password: 'same passphrase 1', role: 'athlete', first_name: 'A', last_name: 'B' }, await http.login(DEMO.admin.email, 'admin'));
    const b = await http.post('/records/sportlink/admin/user', { email: 'salt2@example.test', password: 'same passphrase 1', role: 'athlete', first_name: 'A', last_name: 'B' }, await http.login(DEMO.admin.email, 'admin'));
    const two = await server.database.db.selectFrom('user').select('password_hash').where('id', 'in', [a.body.data, b.body.data]).execute();
    expect(two[0].password_hash).not.toBe(two[1].password_hash);
  });
});

describe('logs', () => {
  it('never carry a password, an access or refresh token, a one-time link or a TOTP secret', async () => {
    const password = 'Sportlink123!';
    const login = await http.post('/sportlink/member/lambda/login', { email: DEMO.athlete.email, password, is_refresh: true });
    const { token, refresh_token } = login.body;
    await http.get('/sportlink/member/lambda/profile', token);
    const refreshed = await http.post('/sportlink/member/lambda/refresh_token', { refresh_token });
    await http.post('/sportlink/member/lambda/register', { email: 'logcheck@example.test', password: 'a secret passphrase', first_name: 'L', last_name: 'C' });
    await http.post('/sportlink/member/lambda/forgot', { email: DEMO.athlete.email });
    await http.post('/sportlink/member/lambda/update/password', { current_password: password, password: 'new secret passphrase' }, refreshed.body.token);
    const setup = await http.post('/sportlink/member/lambda/two-factor/enable', {}, refreshed.body.token);
    const secret = new URL(setup.body.otpauth_url).searchParams.get('secret')!;
    await http.post('/sportlink/member/lambda/two-factor/verify', { verification_code: await generate({ secret }) }, refreshed.body.token);
    await http.post('/sportlink/member/lambda/login', { email: DEMO.athlete.email, password: 'wrong password here' });

    expect(logs.length).toBeGreaterThan(1000);
    for (const secretValue of [password, 'a secret passphrase', 'new secret passphrase', token, refresh_token, refreshed.body.token, refreshed.body.refresh_token, secret]) {
      expect(logs).not.toContain(secretValue);
    }
    // One-time tokens (verification, reset) are in the outbox/mail only: none in the log lines.
    const tokens = await server.database.db.selectFrom('auth_token').select('selector').execute();
    for (const { selector } of tokens) expect(logs).not.toContain(String(selector));
    // The requests themselves were logged (so the check above looked at real log lines).
    expect(logs).toContain('/lambda/refresh_token');
  });
});

describe('refresh tokens', () => {
  it('rotate on every use, and a reused one ends the whole family and its access tokens at once', async () => {
    const { email } = await newAthlete();
    const first = await signIn(email, { remember: true });
    const other = await signIn(email, { remember: true }); // another sign-in of the same person: another family
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    for (const t of [first.body.token, second.body.token, third.body.token]) expect((await profile(t)).status).toBe(200);

    // The first token again: someone else holds a copy. The family ends, every access token of it at once.
    const reuse = await refresh(first.body.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe('This refresh token was already used, so the session was ended everywhere; sign in again');
    for (const t of [first.body.token, second.body.token, third.body.token]) {
      const res = await profile(t);
      expect([res.status, res.body.message]).toEqual([401, 'TOKEN_EXPIRED']);
    }
    expect((await refresh(third.body.refresh_token)).status).toBe(401);
    // The other sign-in is not that family: it goes on.
    expect((await profile(other.body.token)).status).toBe(200);
    expect((await refresh(other.body.refresh_token)).status).toBe(200);
  }, 60_000);
});

describe('signing out', () => {
  it('refuses the access token right after, and the refresh token too (sent or not)', async () => {
    const { email } = await newAthlete();
    for (const sendRefresh of [true, false]) {
      const s = await signIn(email, { remember: true });
      expect((await profile(s.body.token)).status).toBe(200);
      const out = await http.post(`${L}/member/lambda/logout`, sendRefresh ? { refresh_token: s.body.refresh_token } : {}, s.body.token);
      expect(out.body).toEqual({ error: false, message: 'Signed out' });
      const after = await profile(s.body.token);
      expect([after.status, after.body.message]).toEqual([401, 'TOKEN_EXPIRED']);
      expect((await refresh(s.body.refresh_token)).status).toBe(401);
      const session = await server.database.db.selectFrom('user_session').select('revoked_at').where('id', '=', JSON.parse(Buffer.from(s.body.token.split('.')[1], 'base64url').toString()).sid).executeTakeFirstOrThrow();
      expect(session.revoked_at).toBeTruthy();
    }
  }, 60_000);
});

describe('magic links', () => {
  it('sign in once, and no longer once 10 minutes have passed on the server clock', async () => {
    const { id, email } = await newAthlete();
    const start = Date.now();
    clockAt(start);
    const generate1 = await http.post(`${L}/member/lambda/magic-login/generate`, { email, role: 'member' });
    expect(generate1.status).toBe(200);
    const first = (await mailedLink(email)).searchParams.get('token')!;
    const row = await server.database.db.selectFrom('auth_token').select(['created_at', 'expires_at']).where('user_id', '=', id).where('purpose', '=', 'magic_login').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(Date.parse(String(row.expires_at)) - Date.parse(String(row.created_at))).toBeLessThanOrEqual(10 * 60_000);

    // 9 minutes 59 seconds later it still works, once.
    clockAt(start + 10 * 60_000 - 1000);
    const used = await http.post(`${L}/member/lambda/magic-login`, { token: first });
    expect([used.status, used.body.user_id]).toEqual([200, id]);
    const again = await http.post(`${L}/member/lambda/magic-login`, { token: first });
    expect([again.status, again.body.message]).toEqual([422, 'This link has already been used. Ask for a new one.']);

    // A new link, used 10 minutes and a second after it was sent: expired, and it signs no one in.
    clockAt(start + 20 * 60_000);
    await http.post(`${L}/member/lambda/magic-login/generate`, { email, role: 'member' });
    const second = (await mailedLink(email)).searchParams.get('token')!;
    expect(second).not.toBe(first);
    clockAt(start + 30 * 60_000 + 1000);
    const late = await http.post(`${L}/member/lambda/magic-login`, { token: second });
    expect([late.status, late.body.message]).toEqual([422, 'This link has expired. Ask for a new one.']);
    expect(late.body.token).toBeUndefined();
  });
});

describe('two-factor codes', () => {
  it('accept a TOTP code once per time step, however many sign-in attempts ask', async () => {
    const { email } = await newAthlete();
    // Five seconds into a 30-second step, so every code below belongs to a known step.
    const step = Math.floor(Date.now() / 30_000) + 1;
    clockAt(step * 30_000 + 5000);
    const token = (await signIn(email)).body.token;
    const setup = await http.post(`${L}/member/lambda/two-factor/enable`, {}, token);
    const secret = new URL(setup.body.otpauth_url).searchParams.get('secret')!;
    const codeAt = (s: number) => generate({ secret, epoch: s * 30 });
    expect((await http.post(`${L}/member/lambda/two-factor/verify`, { verification_code: await codeAt(step) }, token)).status).toBe(200);

    // The code that switched it on was spent: a sign-in in the same step cannot use it again.
    const challenge = async () => (await signIn(email)).body.two_factor_token as string;
    const spent = await http.post(`${L}/member/lambda/two-factor/auth`, { token: await challenge(), code: await codeAt(step) });
    expect([spent.status, spent.body.message]).toEqual([401, 'That code is not right, or it was already used']);

    // The next step's code works once; a second sign-in with it, even a fresh challenge, is refused.
    clockAt((step + 1) * 30_000 + 5000);
    const next = await codeAt(step + 1);
    expect((await http.post(`${L}/member/lambda/two-factor/auth`, { token: await challenge(), code: next })).status).toBe(200);
    expect((await http.post(`${L}/member/lambda/2fa/login`, { token: await challenge(), code: next })).status).toBe(401);
    // An older step's code is refused too (no going back), and the step after works.
    expect((await http.post(`${L}/member/lambda/two-factor/auth`, { token: await challenge(), code: await codeAt(step) })).status).toBe(401);
    clockAt((step + 2) * 30_000 + 5000);
    expect((await http.post(`${L}/member/lambda/two-factor/auth`, { token: await challenge(), code: await codeAt(step + 2) })).status).toBe(200);
  }, 60_000);
});

describe('sign-in limits', () => {
  it('slow an attacker at one address without locking the owner out, and let the address try again later', async () => {
    const { email } = await newAthlete();
    const start = Date.now();
    clockAt(start);
    const attacker = '203.0.113.66';
    for (let i = 0; i < 10; i++) expect((await signIn(email, { password: `guess-${i}-wrong`, ip: attacker })).status).toBe(401);
    // Even the right password is not tried from there now.
    const blocked = await signIn(email, { ip: attacker });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/^Too many attempts; try again in \d+ seconds$/);
    // The owner, elsewhere, signs in.
    const owner = await signIn(email, { ip: '198.51.100.77' });
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
    // A quarter of an hour later the address is heard again: slowed, not shut out for good.
    clockAt(start + 15 * 60_000 + 1000);
    expect((await signIn(email, { password: 'one more wrong guess', ip: attacker })).status).toBe(401);
  }, 120_000); // eleven scrypt checks (N=2^17) on a busy two-core machine, not a timing assertion

  it('cannot be dodged by naming another address in X-Forwarded-For when no proxy is trusted', async () => {
    // The default: TRUST_PROXY unset, so the address is the connection's and a forged header changes nothing.
    const direct = await startServer();
    try {
      const call = client(direct);
      const email = DEMO.athlete2.email;
      const attempt = (i: number) =>
        call.call('POST', `${L}/member/lambda/login`, { body: { email, password: `guess-${i}-wrong` }, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      for (let i = 0; i < 10; i++) expect((await attempt(i)).status).toBe(401);
      const blocked = await attempt(10);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many attempts; try again in \d+ seconds$/);
    } finally {
      await direct.close();
    }
  }, 120_000);
});

describe('idempotent replays', () => {
  it('keep their answers sealed at rest: no token, email or name readable in the table', async () => {
    const { email } = await newAthlete();
    const key = `asvs-${randomBytes(6).toString('hex')}`;
    const first = await http.call('POST', `${L}/member/lambda/login`, { body: { email, password: PASSWORD, is_refresh: true }, headers: { 'idempotency-key': key } });
    expect(first.status).toBe(200);
    const row = await server.database.db.selectFrom('idempotency_key').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    for (const plain of [first.body.token, first.body.refresh_token, email, 'Asvs', PASSWORD, '"token"']) expect(stored).not.toContain(plain);
    expect(String(row.response)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // Sealed, not lost: only the server's secret opens it, and a replay answers the same.
    const kept = JSON.parse(sealer(server.config.jwtSecret, 'idempotency').open(String(row.response))) as { body: string };
    expect(JSON.parse(kept.body).token).toBe(first.body.token);
    expect(() => sealer('another secret of at least thirty-two characters', 'idempotency').open(String(row.response))).toThrow();
    const replay = await http.call('POST', `${L}/member/lambda/login`, { body: { email, password: PASSWORD, is_refresh: true }, headers: { 'idempotency-key': key } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.token).toBe(first.body.token);
  });
});

describe('session headers and cookies', () => {
  it('answers the API with no-store and sets no cookie on sign-in: the token travels in the body only', async () => {
    const { email } = await newAthlete();
    const login = await signIn(email);
    expect(login.headers.get('cache-control')).toBe('no-store');
    expect(login.headers.get('set-cookie')).toBeNull();
    expect((await profile(login.body.token)).headers.get('cache-control')).toBe('no-store');
    expect((await http.get('/records/sportlink/member/program')).headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the OpenID Connect sign-in state in a signed, HTTP-only, same-site, short-lived cookie (Secure on https)', async () => {
    const appUrl = server.app.config.appUrl;
    for (const [url, secure] of [
      ['http://app.test', false],
      ['https://app.test', true],
    ] as const) {
      server.app.config.appUrl = url;
      try {
        const res = await fetch(`${server.api}/sportlink/member/lambda/oidc/login`, { redirect: 'manual', headers: { 'x-project': 'sportlink' } });
        expect(res.status).toBe(302);
        const cookie = res.headers.get('set-cookie')!;
        expect(cookie).toMatch(/^sl_oauth=[\w-]+\.[\w%+/=-]+;/); // value.signature
        expect(cookie).toMatch(/; HttpOnly/i);
        expect(cookie).toMatch(/; SameSite=Lax/i);
        expect(cookie).toMatch(/; Path=\/v1\/api/);
        expect(cookie).toMatch(/; Max-Age=600/);
        expect(/; Secure/i.test(cookie)).toBe(secure);
      } finally {
        server.app.config.appUrl = appUrl;
      }
    }
  });
});

describe('CORS', () => {
  it('is not opened to other origins: no Access-Control-Allow-Origin, no preflight approval', async () => {
    const evil = 'https://evil.example';
    const token = await http.login(DEMO.trainer.email, 'trainer');
    const read = await fetch(`${server.api}/sportlink/trainer/lambda/profile`, { headers: { origin: evil, 'x-project': 'sportlink', authorization: `Bearer ${token}` } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${server.api}/records/sportlink/trainer/program`, {
      method: 'OPTIONS',
      headers: { origin: evil, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });
});

describe('uploads', () => {
  it('serve a stored file inert (nosniff and a sandboxing CSP), and refuse what is not media', async () => {
    const token = await http.login(DEMO.trainer.email, 'trainer');
    const upload = (bytes: Buffer, name: string, type: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      return fetch(`${server.api}/sportlink/trainer/lambda/upload`, { method: 'POST', headers: { 'x-project': 'sportlink', authorization: `Bearer ${token}` }, body: form });
    };
    const res = await upload(Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), randomBytes(64)]), 'pic.png', 'image/png');
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    const served = await rawGet(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(served.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    // A page or a script dressed as an image is not stored at all.
    const html = await upload(Buffer.from('<!doctype html><script>alert(document.cookie)</script>'.padEnd(64, ' ')), 'evil.png', 'image/png');
    expect(html.status).toBe(415);
  });

  it.each([
    '/uploads/../test.db',
    '/uploads/../../../../etc/passwd',
    '/uploads/..%2ftest.db',
    '/uploads/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/uploads/%2e%2e/test.db',
    '/uploads/%2e%2e%2ftest.db',
    '/uploads/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/uploads/..%5ctest.db',
    '/uploads/..\\test.db',
    '/uploads/%252e%252e%252ftest.db',
    '/uploads/..%c0%aftest.db',
    '/uploads/....//test.db',
    '/uploads//../test.db',
    '/uploads/%00../test.db',
  ])('refuse the way out of the folder: %s', async (path) => {
    // The SQLite database lies right beside the uploads folder: the prize of a traversal.
    const res = await rawGet(path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).not.toContain('SQLite format 3');
    expect(res.body).not.toContain('root:');
  });
});
