/**
 * Checks after OWASP ASVS level 2 that the feature tests do not already make: security headers on
 * every kind of answer, password storage parameters, and that no password, token or secret reaches
 * a log line even at the most verbose level. (Refresh rotation and reuse, logout, magic-link and
 * TOTP single use, and lock-out-proof rate limits are proven in tests/api/accounts.test.ts.)
 */
import { PassThrough } from 'node:stream';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let logs = '';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => (logs += chunk.toString()));
  server = await startServer({ logStream: stream, env: { LOG_LEVEL: 'trace' } });
  http = client(server);
});
afterAll(() => server?.close());

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
  it('keeps scrypt hashes with a per-user salt and a cost of at least 2^17', async () => {
    const rows = await server.database.db.selectFrom('user').select('password_hash').execute();
    for (const { password_hash } of rows) {
      const [alg, n, r, p, salt, hash] = String(password_hash).split('$');
      expect(alg).toBe('scrypt');
      expect(Number(n)).toBeGreaterThanOrEqual(2 ** 17);
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
