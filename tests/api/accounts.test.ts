/** Accounts and sessions over real HTTP, a real database and a real SMTP server on loopback. */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noPasswordHash, verifyPassword } from '../../server/auth/password';
import { AUTH_PATHS } from '../../src/config/auth-paths';
import { sha256 } from '../../server/auth/secrets';
import { API_MESSAGES } from '../../src/config/messages';
import { client, DEMO, startServer, type Http, type RequestBody, type TestServer } from '../helpers/server';
import { linkIn, startSmtp, type TestSmtp } from '../helpers/smtp';

let server: TestServer;
let smtp: TestSmtp;
let http: ReturnType<typeof client>;
let captcha: Server;
const L = '/sportlink';
const seen: Http[] = [];
const INVITE = 'invite-token-for-admins-0123456789';

/** Every response of this file, to prove none carries a secret. */
async function track(p: Promise<Http>) {
  const res = await p;
  seen.push(res);
  return res;
}
const post = <P extends string>(path: P, body: RequestBody<'POST', P>, token?: string | null, headers?: Record<string, string>) =>
  track(http.call('POST', path, { body, token, headers }));
/** A body deliberately outside the contract (a probe of the server's validation). */
const rawPost = (path: string, body: unknown, token?: string | null) => track(http.raw.post(path, body, token));
const get = (path: string, token?: string | null) => track(http.call('GET', path, { token }));

beforeAll(async () => {
  smtp = await startSmtp();
  captcha = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: form.get('secret') === 'captcha-secret' && form.get('response') === 'human' }));
    });
  });
  await new Promise<void>((r) => captcha.listen(0, '127.0.0.1', () => r()));
  const port = (captcha.address() as { port: number }).port;
  server = await startServer({ env: { TRUST_PROXY: 'loopback', SMTP_URL: smtp.url, ADMIN_SIGNUP_TOKEN: INVITE, CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`, CAPTCHA_SECRET: 'captcha-secret' } });
  http = client(server);
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  captcha?.close();
});

async function signIn(email: string, role: 'member' | 'trainer' | 'admin', password = 'Sportlink123!', remember = false, ip?: string) {
  return post(`${L}/${role}/lambda/login`, { email, password, is_refresh: remember }, null, ip ? { 'x-forwarded-for': ip } : undefined);
}

describe('sign up with email, password and role', () => {
  it('takes the role of the path, or one that names it; names are optional for athletes and trainers', async () => {
    for (const [path, role, expected] of [['member', 'athlete', 'athlete'], ['member', 'member', 'athlete'], ['trainer', 'trainer', 'trainer'], ['member', undefined, 'athlete']] as const) {
      const email = `by-role-${path}-${role ?? 'none'}@example.test`;
      const res = await post(`${L}/${path}/lambda/register`, { email, password: 'correct horse battery', ...(role ? { role } : {}) });
      expect(res.status, `${path} ${role}`).toBe(200);
      const row = await server.database.db.selectFrom('user').select(['role', 'first_name', 'last_name']).where('email', '=', email).executeTakeFirstOrThrow();
      expect(row).toEqual({ role: expected, first_name: '', last_name: '' });
      // The confirmation mail greets an account without a name.
      expect((await smtp.next(email)).text).toContain('Hi there,');
    }
  });

  it('refuses a role other than the path’s with a 400 and a message, writing nothing', async () => {
    for (const [path, role] of [['member', 'trainer'], ['trainer', 'athlete'], ['member', 'admin'], ['admin', 'trainer']] as const) {
      const email = `mismatch-${path}-${role}@example.test`;
      const res = await post(`${L}/${path}/lambda/register`, { email, password: 'correct horse battery', role, ...(path === 'admin' ? { invitation_token: INVITE, first_name: 'A', last_name: 'B' } : {}) });
      expect(res.status, `${path} ${role}`).toBe(400);
      expect(res.body.message).toBe(`The role ${role} does not match the path's role (${path}): sign up on the path of the role you want`);
      expect(await server.database.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    }
    expect((await rawPost(`${L}/member/lambda/register`, { email: 'odd-role@example.test', password: 'correct horse battery', role: 'super_admin' })).status).toBe(400);
  });

  it('asks an admin for names (admins have no profile to complete)', async () => {
    const res = await post(`${L}/admin/lambda/register`, { email: 'nameless-admin@example.test', password: 'correct horse battery', invitation_token: INVITE, role: 'admin' });
    expect(res.status).toBe(422);
    expect(res.body.validation).toEqual({ first_name: 'Enter your first name', last_name: 'Enter your last name' });
  });
});

describe('sign up and email verification', () => {
  it('an athlete signs up, cannot sign in before confirming, confirms through the mailed link, then signs in', async () => {
    const res = await post(`${L}/member/lambda/register`, { email: 'New.Athlete@example.test', password: 'correct horse battery', first_name: 'Nia', last_name: 'Run' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, message: 'Account created. Check your email to confirm your address.' });
    const before = await signIn('new.athlete@example.test', 'member', 'correct horse battery');
    expect(before.status).toBe(403);
    expect(before.body.message).toBe('Confirm your email address before signing in. We can send the link again.');
    const mail = await smtp.next('new.athlete@example.test');
    expect(mail.subject).toBe('Confirm your email address');
    const link = linkIn(mail, 'http://app.test/verify-email');
    const verified = await post(`${L}/member/lambda/verify-email`, { token: link.searchParams.get('token')! });
    expect(verified.body.message).toBe('Your email address is confirmed. You can sign in now.');
    const again = await post(`${L}/member/lambda/verify-email`, { token: link.searchParams.get('token')! });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This link has already been used. Ask for a new one.');
    const after = await signIn('new.athlete@example.test', 'member', 'correct horse battery');
    expect(after.status).toBe(200);
    expect(after.body.role).toBe('athlete');
    const profile = await get(`${L}/member/lambda/profile`, after.body.token);
    expect(profile.body.model).toMatchObject({ email: 'new.athlete@example.test', verify: 1, profile_complete: 0, account_state: 'active', details: null });
  });

  it('sends the verification link again only to accounts that wait for it, with the same answer for all', async () => {
    await post(`${L}/trainer/lambda/register`, { email: 'coach.new@example.test', password: 'lift heavy things daily', first_name: 'Cal', last_name: 'Coach' });
    await smtp.next('coach.new@example.test');
    const res = await post(`${L}/trainer/lambda/resend-verification`, { email: 'coach.new@example.test' });
    const unknown = await post(`${L}/trainer/lambda/resend-verification`, { email: 'nobody@example.test' });
    expect(res.body).toEqual(unknown.body);
    const mail = await smtp.next('coach.new@example.test');
    expect(linkIn(mail, 'http://app.test/verify-email').searchParams.get('token')).toMatch(/\./);
  });

  it('refuses short and common passwords and accepts long ones', async () => {
    const base = { first_name: 'P', last_name: 'W' };
    const short = await post(`${L}/member/lambda/register`, { ...base, email: 'short@example.test', password: 'abc' });
    expect(short.status).toBe(400);
    const common = await post(`${L}/member/lambda/register`, { ...base, email: 'common@example.test', password: 'password123' });
    expect(common.status).toBe(422);
    expect(common.body).toMatchObject({ message: 'This password is too common; choose another', validation: { password: 'is too common' } });
    const long = await post(`${L}/member/lambda/register`, { ...base, email: 'long@example.test', password: 'x9!'.repeat(30) });
    expect(long.status).toBe(200);
    // The address has an account now: the answer is the same as for a new one (below, 'sign-up never tells').
    const dup = await post(`${L}/member/lambda/register`, { ...base, email: 'LONG@example.test', password: 'another long passphrase' });
    expect(dup.status).toBe(200);
    expect(dup.body).toEqual(long.body);
  });

  it('lets admins sign up only with the invitation or through a super admin', async () => {
    const body = { email: 'new.admin@example.test', password: 'admin passphrase 2026', first_name: 'A', last_name: 'D' };
    const closed = await post(`${L}/admin/lambda/register`, body);
    expect(closed.status).toBe(403);
    const wrong = await post(`${L}/admin/lambda/register`, { ...body, invitation_token: 'guess' });
    expect(wrong.status).toBe(403);
    const invited = await post(`${L}/admin/lambda/register`, { ...body, invitation_token: INVITE });
    expect(invited.status).toBe(200);
    const superToken = (await signIn(DEMO.superAdmin.email, 'admin')).body.token;
    const bySuper = await post(`${L}/admin/lambda/register`, { ...body, email: 'second.admin@example.test' }, superToken);
    expect(bySuper.status).toBe(200);
    expect(bySuper.body.user_id).toBeGreaterThan(0);
    // An invited sign-up is public: a taken address answers as a new one. A super admin adding an admin is told.
    const invitedAgain = await post(`${L}/admin/lambda/register`, { ...body, invitation_token: INVITE });
    expect(invitedAgain.status).toBe(200);
    expect(invitedAgain.body).toEqual(invited.body);
    const taken = await post(`${L}/admin/lambda/register`, { ...body, email: 'second.admin@example.test' }, superToken);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('An account with this email already exists');
  });
});

describe('sign in, refresh and sign out', () => {
  it('answers the login payload; a wrong password and an unknown email get the same message', async () => {
    const ok = await signIn(DEMO.trainer.email, 'trainer');
    expect(Object.keys(ok.body).sort()).toEqual(['error', 'expire_at', 'first_name', 'last_name', 'photo', 'remember_me', 'role', 'token', 'user_id']);
    const remembered = await signIn(DEMO.trainer.email, 'trainer', 'Sportlink123!', true);
    expect(remembered.body.refresh_token).toEqual(expect.any(String));
    expect(remembered.body.remember_me).toBe(true);
    const wrong = await signIn(DEMO.trainer.email, 'trainer', 'nope-nope');
    const unknown = await signIn('ghost@example.test', 'trainer', 'nope-nope');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('rotates refresh tokens; reusing a spent one ends the whole session', async () => {
    const first = await signIn(DEMO.athlete.email, 'member', 'Sportlink123!', true);
    const r1 = first.body.refresh_token;
    const second = await post(`${L}/member/lambda/refresh_token`, { refresh_token: r1 });
    expect(second.status).toBe(200);
    const r2 = second.body.refresh_token;
    expect(r2).not.toBe(r1);
    expect((await get(`${L}/member/lambda/profile`, second.body.token)).status).toBe(200);
    const reuse = await post(`${L}/member/lambda/refresh_token`, { refresh_token: r1 });
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe('This refresh token was already used, so the session was ended everywhere; sign in again');
    // The family is gone: the newest refresh token and the access token stop working too.
    expect((await post(`${L}/member/lambda/refresh_token`, { refresh_token: r2 })).status).toBe(401);
    const afterReuse = await get(`${L}/member/lambda/profile`, second.body.token);
    expect(afterReuse.status).toBe(401);
    expect(afterReuse.body.message).toBe('TOKEN_EXPIRED');
  });

  it('signing out really ends the access token and the refresh token', async () => {
    const s = await signIn(DEMO.athlete.email, 'member', 'Sportlink123!', true);
    const out = await post(`${L}/member/lambda/logout`, { refresh_token: s.body.refresh_token }, s.body.token);
    expect(out.body).toEqual({ error: false, message: 'Signed out' });
    const after = await get(`${L}/member/lambda/profile`, s.body.token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('TOKEN_EXPIRED');
    expect((await post(`${L}/member/lambda/refresh_token`, { refresh_token: s.body.refresh_token })).status).toBe(401);
  });

  it('checks a session against a role', async () => {
    const t = (await signIn(DEMO.athlete.email, 'member')).body.token;
    expect((await post(`${L}/member/lambda/check`, { role: 'athlete' }, t)).body).toMatchObject({ valid: true, user_id: 5, role: 'athlete' });
    expect((await post(`${L}/member/lambda/check`, { role: 'trainer' }, t)).status).toBe(403);
  });

  it('limits failed sign-ins per account and address, without locking the owner out from elsewhere', async () => {
    const email = 'athlete2@sportlink.test';
    for (let i = 0; i < 10; i++) expect((await signIn(email, 'member', 'wrong-password', false, '203.0.113.9')).status).toBe(401);
    const blocked = await signIn(email, 'member', 'Sportlink123!', false, '203.0.113.9');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/^Too many attempts; try again in \d+ seconds$/);
    const owner = await signIn(email, 'member', 'Sportlink123!', false, '198.51.100.7');
    expect(owner.status).toBe(200);
  }, 120_000); // twelve scrypt checks (N=2^17): slow on a busy two-core machine, not a timing assertion
});

describe('forgot password and reset', () => {
  it('answers the same whether or not the account exists, and resets through the mailed link once', async () => {
    const other = await signIn(DEMO.trainer2.email, 'trainer');
    const known = await post(`${L}/trainer/lambda/forgot`, { email: DEMO.trainer2.email });
    const unknown = await post(`${L}/trainer/lambda/forgot`, { email: 'nobody@example.test' });
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe('If an account exists for that email, we sent a link to reset the password.');
    const mail = await smtp.next(DEMO.trainer2.email);
    const link = linkIn(mail, 'http://app.test/trainer/change-password');
    const token = link.searchParams.get('token')!;
    const code = link.searchParams.get('code')!;
    expect(mail.text).toContain(`Your reset code is ${code}.`);
    expect((await post(`${L}/trainer/lambda/reset`, { token, code: 'wrong', password: 'a brand new passphrase' })).status).toBe(422);
    const done = await post(`${L}/trainer/lambda/reset`, { token, code, password: 'a brand new passphrase' });
    expect(done.body.message).toBe('Your password was changed. Sign in with the new one.');
    expect((await post(`${L}/trainer/lambda/reset`, { token, code, password: 'another passphrase here' })).body.message).toBe('This link has already been used. Ask for a new one.');
    expect((await signIn(DEMO.trainer2.email, 'trainer')).status).toBe(401);
    expect((await signIn(DEMO.trainer2.email, 'trainer', 'a brand new passphrase')).status).toBe(200);
    // Sessions opened before the reset are over.
    expect((await get(`${L}/trainer/lambda/profile`, other.body.token)).status).toBe(401);
    expect((await smtp.next(DEMO.trainer2.email)).subject).toBe('Your password was changed');
  });

  it('refuses an expired reset link', async () => {
    await post(`${L}/member/lambda/forgot`, { email: 'new.athlete@example.test' });
    const link = linkIn(await smtp.next('new.athlete@example.test'), 'http://app.test/change-password');
    await server.database.db.updateTable('auth_token').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('selector', '=', link.searchParams.get('token')!).execute();
    const res = await post(`${L}/member/lambda/reset`, { token: link.searchParams.get('token')!, code: link.searchParams.get('code')!, password: 'whatever passphrase' });
    expect(res.body.message).toBe('This link has expired. Ask for a new one.');
  });
});

describe('magic link', () => {
  it('mails a single-use link valid 10 minutes that signs in', async () => {
    const res = await post(`${L}/member/lambda/magic-login/generate`, { email: DEMO.athlete.email, role: 'member', url: '/magic-login/verify' });
    expect(res.body.message).toBe('If an account exists for that email, we sent a sign-in link. It works once, for 10 minutes.');
    const mail = await smtp.next(DEMO.athlete.email);
    const link = linkIn(mail, 'http://app.test/magic-login/verify');
    expect(link.searchParams.get('role')).toBe('member');
    const row = await server.database.db.selectFrom('auth_token').select(['created_at', 'expires_at']).where('purpose', '=', 'magic_login').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(Date.parse(String(row.expires_at)) - Date.parse(String(row.created_at))).toBe(10 * 60_000);
    const signed = await post(`${L}/member/lambda/magic-login`, { token: link.searchParams.get('token')! });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({ user_id: 5, role: 'athlete' });
    const twice = await post(`${L}/member/lambda/magic-login`, { token: link.searchParams.get('token')! });
    expect(twice.body.message).toBe('This link has already been used. Ask for a new one.');
  });

  it('refuses an expired magic link, and never links off the site', async () => {
    // A page elsewhere is refused outright (the URL policy: tests/api/url-policy.test.ts); no link is issued for it.
    const offSite = await post(`${L}/member/lambda/magic-login/generate`, { email: DEMO.athlete.email, url: '//evil.example/steal' });
    expect(offSite.status).toBe(422);
    expect(offSite.body.validation).toEqual({ url: 'must be a path of this site' });
    await post(`${L}/member/lambda/magic-login/generate`, { email: DEMO.athlete.email });
    const link = linkIn(await smtp.next(DEMO.athlete.email), 'http://app.test/');
    expect(link.pathname).toBe('/magic-login/verify');
    await server.database.db.updateTable('auth_token').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('purpose', '=', 'magic_login').execute();
    const res = await post(`${L}/member/lambda/magic-login`, { token: link.searchParams.get('token')! });
    expect(res.body.message).toBe('This link has expired. Ask for a new one.');
  });
});

describe('two-factor authentication', () => {
  it('switches on with a code, then sign-in needs a code that works once, or a recovery code once', async () => {
    const email = DEMO.athlete2.email;
    const token = (await signIn(email, 'member')).body.token;
    expect((await get(`${L}/member/lambda/two-factor/status`, token)).body).toEqual({ error: false, enabled: false, recovery_codes_left: 0 });
    const setup = await post(`${L}/member/lambda/two-factor/enable`, {}, token);
    expect(setup.body.qr_code).toMatch(/^data:image\/png;base64,/);
    const secret = new URL(setup.body.otpauth_url).searchParams.get('secret')!;
    expect((await post(`${L}/member/lambda/two-factor/verify`, { verification_code: '000000' }, token)).status).toBe(422);
    const on = await post(`${L}/member/lambda/two-factor/verify`, { verification_code: await generate({ secret }) }, token);
    expect(on.status).toBe(200);
    expect(on.body.recovery_codes).toHaveLength(10);
    expect((await smtp.next(email)).subject).toBe('Two-factor authentication is on');

    const challenge = await signIn(email, 'member');
    expect(challenge.body).toMatchObject({ two_factor_required: true });
    expect(challenge.body.token).toBeUndefined();
    expect((await post(`${L}/member/lambda/two-factor/authorize`, { token: challenge.body.two_factor_token })).body.valid).toBe(true);
    expect((await post(`${L}/member/lambda/two-factor/auth`, { token: challenge.body.two_factor_token, code: '123456' })).status).toBe(401);
    // The code used to switch on was spent; the step after it is the next usable one.
    const later = Math.floor(Date.now() / 1000) + 30;
    const nextCode = await generate({ secret, epoch: later });
    await server.database.db.updateTable('two_factor').set({ last_step: Math.floor(later / 30) - 1 }).where('user_id', '=', 6).execute();
    // A code from the next step is inside the allowed drift; it works once.
    const ok = await post(`${L}/member/lambda/two-factor/auth`, { token: challenge.body.two_factor_token, code: nextCode });
    expect(ok.status).toBe(200);
    expect(ok.body.user_id).toBe(6);
    const again = await signIn(email, 'member');
    const reused = await post(`${L}/member/lambda/2fa/login`, { token: again.body.two_factor_token, code: nextCode });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe('That code is not right, or it was already used');
    const recovery = on.body.recovery_codes[0];
    expect((await post(`${L}/member/lambda/2fa/login`, { token: again.body.two_factor_token, code: recovery })).status).toBe(200);
    const third = await signIn(email, 'member');
    expect((await post(`${L}/member/lambda/two-factor/auth`, { token: third.body.two_factor_token, code: recovery })).status).toBe(401);
    const status = await get(`${L}/member/lambda/two-factor/status`, ok.body.token);
    expect(status.body).toEqual({ error: false, enabled: true, recovery_codes_left: 9 });

    expect((await post(`${L}/member/lambda/two-factor/disable`, { verification_code: '111111' }, ok.body.token)).status).toBe(422);
    const off = await post(`${L}/member/lambda/two-factor/disable`, { verification_code: on.body.recovery_codes[1] }, ok.body.token);
    expect(off.body.message).toBe('Two-factor authentication is off.');
    expect((await signIn(email, 'member')).body.token).toEqual(expect.any(String));
  });

  it('keeps TOTP secrets encrypted at rest', async () => {
    const rows = await server.database.db.selectFrom('two_factor').select(['secret', 'pending_secret']).execute();
    for (const r of rows) for (const v of [r.secret, r.pending_secret]) if (v) expect(String(v)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});

describe('account changes', () => {
  it('changes the password with the current one and signs the other sessions out', async () => {
    await post(`${L}/member/lambda/register`, { email: 'changer@example.test', password: 'first passphrase ok', first_name: 'C', last_name: 'H' });
    const verifyLink = linkIn(await smtp.next('changer@example.test'), 'http://app.test/verify-email');
    await post(`${L}/member/lambda/verify-email`, { token: verifyLink.searchParams.get('token')! });
    const a = (await signIn('changer@example.test', 'member', 'first passphrase ok')).body.token;
    const b = (await signIn('changer@example.test', 'member', 'first passphrase ok')).body.token;
    const wrong = await post(`${L}/member/lambda/update/password`, { current_password: 'nope', password: 'second passphrase ok' }, a);
    expect(wrong.status).toBe(422);
    expect(wrong.body.validation).toEqual({ current_password: 'is not right' });
    expect((await post(`${L}/member/lambda/update/password`, { current_password: 'first passphrase ok', password: 'second passphrase ok' }, a)).status).toBe(200);
    expect((await get(`${L}/member/lambda/profile`, a)).status).toBe(200);
    expect((await get(`${L}/member/lambda/profile`, b)).status).toBe(401);
    const sessions = await get(`${L}/member/lambda/user-sessions/data`, a);
    expect(sessions.body.list).toHaveLength(1);
    expect(sessions.body.list[0]).toMatchObject({ current: true, device: expect.any(String), ip: expect.any(String) });
    expect((await post(`${L}/member/lambda/update/email`, { email: 'changed@example.test', password: 'second passphrase ok' }, a)).status).toBe(200);
    expect((await post(`${L}/member/lambda/update/email`, { email: DEMO.athlete.email, password: 'second passphrase ok' }, a)).status).toBe(409);
    expect((await post(`${L}/member/lambda/update/photo`, { photo: 'https://img.example/me.png' }, a)).status).toBe(200);
    const profile = await post(`${L}/member/lambda/profile`, { first_name: 'Chang' }, a);
    expect(profile.body.model).toMatchObject({ email: 'changed@example.test', first_name: 'Chang', photo: 'https://img.example/me.png' });
  });

  it('lists and revokes sign-in sessions; admins see analytics', async () => {
    const a = (await signIn(DEMO.trainer.email, 'trainer')).body.token;
    const b = (await signIn(DEMO.trainer.email, 'trainer')).body.token;
    const list = await get(`${L}/trainer/lambda/user-sessions/data`, a);
    const other = list.body.list.find((s: { current: boolean }) => !s.current);
    expect((await track(http.call('DELETE', `${L}/trainer/lambda/user-sessions/data/${other.id}`, { token: a }))).status).toBe(200);
    expect((await get(`${L}/trainer/lambda/profile`, b)).status).toBe(401);
    expect((await get(`${L}/trainer/lambda/analytics/user-sessions`, a)).status).toBe(403);
    const admin = (await signIn(DEMO.admin.email, 'admin')).body.token;
    const stats = await get(`${L}/admin/lambda/analytics/user-sessions`, admin);
    expect(stats.body.model.by_day).toHaveLength(30);
    expect(stats.body.model.sign_ins_30_days).toBeGreaterThan(5);
    expect(stats.body.model.by_role.trainer).toBeGreaterThan(0);
  });

  it('lets admins change email and password and verify users; others may not', async () => {
    const admin = (await signIn(DEMO.admin.email, 'admin')).body.token;
    const trainer = (await signIn(DEMO.trainer.email, 'trainer')).body.token;
    expect((await post(`${L}/trainer/lambda/admin/update/email`, { id: 5, email: 'x@example.test' }, trainer)).status).toBe(403);
    await post(`${L}/member/lambda/register`, { email: 'unverified@example.test', password: 'waiting passphrase', first_name: 'U', last_name: 'V' });
    const user = await server.database.db.selectFrom('user').select('id').where('email', '=', 'unverified@example.test').executeTakeFirstOrThrow();
    expect((await post(`${L}/admin/lambda/verify/user`, { user_id: user.id }, admin)).status).toBe(200);
    expect((await post(`${L}/admin/lambda/admin/update/password`, { id: user.id, password: 'admin chosen pass' }, admin)).status).toBe(200);
    expect((await post(`${L}/admin/lambda/admin/update/email`, { id: user.id, email: 'verified@example.test' }, admin)).status).toBe(200);
    expect((await signIn('verified@example.test', 'member', 'admin chosen pass')).status).toBe(200);
    expect((await post(`${L}/admin/lambda/verify/user`, { user_id: 99999 }, admin)).status).toBe(404);
  });

  it('refuses every change a deactivated account tries, with the spec message, but lets it read', async () => {
    const t = (await signIn(DEMO.athlete.email, 'member')).body.token;
    await server.database.db.updateTable('user').set({ status: 0 }).where('id', '=', 5).execute();
    expect((await get(`${L}/member/lambda/profile`, t)).body.model.account_state).toBe('deactivated');
    for (const [path, body] of [
      ['update/photo', { photo: null }],
      ['update/password', { current_password: 'Sportlink123!', password: 'new passphrase here' }],
      ['two-factor/enable', {}],
    ] as const) {
      const res = await post(`${L}/member/lambda/${path}`, body, t);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Your account has been deactivated by admin. You can view content but cannot perform actions.');
    }
    await server.database.db.updateTable('user').set({ status: 1 }).where('id', '=', 5).execute();
  });

  it('answers custom role calls with 501 and a message, writing nothing (the contract says they are not offered)', async () => {
    const admin = (await signIn(DEMO.admin.email, 'admin')).body.token;
    expect((await post(`${L}/admin/lambda/role/create`, { name: 'moderator' }, admin)).status).toBe(403);
    const superToken = (await signIn(DEMO.superAdmin.email, 'admin')).body.token;
    const roles = async () => Number((await server.database.db.selectFrom('role').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await roles();
    const created = await post(`${L}/admin/lambda/role/create`, { name: 'moderator', description: 'Moderates the feed' }, superToken);
    expect(created.status).toBe(501);
    expect(created.body).toMatchObject({ error: true, message: API_MESSAGES.customRolesNotOffered });
    const del = await track(http.call('DELETE', `${L}/admin/lambda/role/delete/1`, { token: superToken }));
    expect(del.status).toBe(501);
    expect(del.body.message).toBe(API_MESSAGES.customRolesNotOffered);
    expect(await roles()).toBe(before);
  });

  it('answers preferences and checks captchas against the configured verify URL', async () => {
    const t = (await signIn(DEMO.trainer.email, 'trainer')).body.token;
    expect((await get(`${L}/trainer/lambda/preference`, t)).body.model.email_notifications.purchase).toBe(true);
    expect((await post(`${L}/member/lambda/google-captcha`, { captchaToken: 'human' })).body).toEqual({ error: false, success: true });
    expect((await post(`${L}/member/lambda/google-captcha`, { captchaToken: 'robot' })).body).toEqual({ error: false, success: false });
  });
});

/** A sign-in session (with a refresh token) on the account of `email`, as an attacker would hold one; for proving it ends. */
async function plantSession(email: string) {
  const db = server.database.db;
  const user = await db.selectFrom('user').select(['id', 'role']).where('email', '=', email).executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  const session = await db
    .insertInto('user_session')
    .values({ user_id: user.id, device: 'attacker', ip: '203.0.113.66', method: 'password', remember_me: 1, created_at: at, last_used_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const refresh = `planted-${randomBytes(16).toString('hex')}`;
  await db.insertInto('refresh_token').values({ session_id: session.id, token_hash: sha256(refresh), created_at: at, expires_at: new Date(Date.now() + 86_400_000).toISOString() }).execute();
  const { token } = server.app.issueToken({ uid: Number(user.id), role: user.role, sid: Number(session.id) });
  return { sid: Number(session.id), token, refresh };
}

const ATTEMPT_SUBJECT = 'Someone tried to sign up with your email address';

describe('pre-account takeover', () => {
  it('a password chosen by whoever signed up with the address stops working once the owner signs in by a mailed link', async () => {
    const victim = 'pre.victim@example.test';
    const attackerPassword = 'attacker knows this one';
    expect((await post(`${L}/member/lambda/register`, { email: victim, password: attackerPassword, first_name: 'Mallory', last_name: 'Squat' })).status).toBe(200);
    expect((await smtp.next(victim)).subject).toBe('Confirm your email address'); // the victim ignores it
    const planted = await plantSession(victim);
    expect((await signIn(victim, 'member', attackerPassword)).status).toBe(403); // waiting for confirmation

    // The victim signs in with a sign-in link: that confirms the address.
    await post(`${L}/member/lambda/magic-login/generate`, { email: victim, role: 'member', url: '/magic-login/verify' });
    const link = linkIn(await smtp.next(victim), 'http://app.test/magic-login/verify');
    const signed = await post(`${L}/member/lambda/magic-login`, { token: link.searchParams.get('token')! });
    expect(signed.status).toBe(200);
    expect((await get(`${L}/member/lambda/profile`, signed.body.token)).body.model).toMatchObject({ email: victim, verify: 1, account_state: 'active' });

    // The attacker's password now opens nothing, with the answer of any wrong password.
    const attacker = await signIn(victim, 'member', attackerPassword);
    const unknown = await signIn('nobody.at.all@example.test', 'member', attackerPassword);
    expect(attacker.status).toBe(401);
    expect(attacker.body).toEqual(unknown.body);
    // Whatever session was open before is over, with its refresh token.
    const old = await get(`${L}/member/lambda/profile`, planted.token);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('TOKEN_EXPIRED');
    expect((await post(`${L}/member/lambda/refresh_token`, { refresh_token: planted.refresh })).status).toBe(401);
    const row = await server.database.db.selectFrom('user_session').select(['revoked_at', 'revoked_reason']).where('id', '=', planted.sid).executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
    expect(row.revoked_reason).toBe('address confirmed by a sign-in link');
    const stored = await server.database.db.selectFrom('user').select('password_hash').where('email', '=', victim).executeTakeFirstOrThrow();
    expect(String(stored.password_hash)).toMatch(/^none\$/);

    // A later sign-in link is no first confirmation: it ends nothing.
    await post(`${L}/member/lambda/magic-login/generate`, { email: victim, role: 'member' });
    const again = linkIn(await smtp.next(victim), 'http://app.test/magic-login/verify');
    expect((await post(`${L}/member/lambda/magic-login`, { token: again.searchParams.get('token')! })).status).toBe(200);
    expect((await get(`${L}/member/lambda/profile`, signed.body.token)).status).toBe(200);

    // The owner sets a password of their own with forgot-password.
    await post(`${L}/member/lambda/forgot`, { email: victim });
    const reset = linkIn(await smtp.next(victim), 'http://app.test/change-password');
    expect((await post(`${L}/member/lambda/reset`, { token: reset.searchParams.get('token')!, code: reset.searchParams.get('code')!, password: 'the owner chose this' })).status).toBe(200);
    expect((await signIn(victim, 'member', 'the owner chose this')).status).toBe(200);
    expect((await signIn(victim, 'member', attackerPassword)).status).toBe(401);
  });

  it('the owner of an unconfirmed account who tries to sign up is mailed a reset link that takes it over', async () => {
    const owner = 'slow.owner@example.test';
    const fresh = 'fresh.person@example.test';
    const attackerPassword = 'squatter passphrase';
    await post(`${L}/member/lambda/register`, { email: owner, password: attackerPassword, first_name: 'Visit evil.example', last_name: 'X' });
    await smtp.next(owner);
    const planted = await plantSession(owner);

    const created = await post(`${L}/member/lambda/register`, { email: fresh, password: 'a fresh passphrase', first_name: 'Fay', last_name: 'Fresh' });
    const again = await post(`${L}/member/lambda/register`, { email: owner, password: 'the real owner passphrase', first_name: 'Olga', last_name: 'Owner' });
    expect(again.status).toBe(created.status);
    expect(again.body).toEqual(created.body);
    expect(again.body).toEqual({ error: false, message: 'Account created. Check your email to confirm your address.' });

    const mail = await smtp.next(owner);
    expect(mail.subject).toBe(ATTEMPT_SUBJECT);
    // The name came with the unconfirmed sign-up: anyone may have typed it, so the mail does not repeat it.
    expect(mail.text).toContain('Hi there,');
    expect(mail.text).not.toContain('evil.example');
    expect(linkIn(mail, 'http://app.test/').pathname).toBe(AUTH_PATHS.changePassword);
    expect(linkIn(mail, `http://app.test${AUTH_PATHS.login}`).pathname).toBe(AUTH_PATHS.login);
    const reset = linkIn(mail, `http://app.test${AUTH_PATHS.changePassword}`);
    const done = await post(`${L}/member/lambda/reset`, { token: reset.searchParams.get('token')!, code: reset.searchParams.get('code')!, password: 'the real owner passphrase' });
    expect(done.status).toBe(200);
    const signed = await signIn(owner, 'member', 'the real owner passphrase');
    expect(signed.status).toBe(200);
    expect((await get(`${L}/member/lambda/profile`, signed.body.token)).body.model).toMatchObject({ verify: 1, account_state: 'active' });
    expect((await signIn(owner, 'member', attackerPassword)).status).toBe(401);
    expect((await get(`${L}/member/lambda/profile`, planted.token)).status).toBe(401);
    expect((await post(`${L}/member/lambda/refresh_token`, { refresh_token: planted.refresh })).status).toBe(401);

    // The new address got its confirmation, and no mail of the new kind.
    expect((await smtp.next(fresh)).subject).toBe('Confirm your email address');
    expect(smtp.messages.filter((m) => m.subject === ATTEMPT_SUBJECT && m.to === fresh)).toEqual([]);
  });
});

describe('sign-up never tells whether an address has an account', () => {
  it('answers a taken address as a new one, leaves the account as it was, and mails its owner the ways in', async () => {
    const owner = 'known.owner@example.test';
    await post(`${L}/trainer/lambda/register`, { email: owner, password: 'owner passphrase one', first_name: 'Kim', last_name: 'Known' });
    const verifyLink = linkIn(await smtp.next(owner), 'http://app.test/verify-email');
    await post(`${L}/trainer/lambda/verify-email`, { token: verifyLink.searchParams.get('token')! });
    const before = await server.database.db.selectFrom('user').selectAll().where('email', '=', owner).executeTakeFirstOrThrow();

    const created = await post(`${L}/member/lambda/register`, { email: 'brand.new@example.test', password: 'some passphrase here', first_name: 'B', last_name: 'N' });
    for (const [role, email] of [['member', owner], ['trainer', 'Known.Owner@Example.test']] as const) {
      const res = await post(`${L}/${role}/lambda/register`, { email, password: 'intruder passphrase', first_name: 'I', last_name: 'N' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(created.body);
      const mail = await smtp.next(owner);
      expect(mail.subject).toBe(ATTEMPT_SUBJECT);
      expect(mail.text).toContain('Hi Kim,');
      // The pages the web app has (its list of auth pages): the trainer's sign-in and forgot-password.
      const signInLink = linkIn(mail, `http://app.test${AUTH_PATHS.login}`);
      expect([signInLink.pathname, signInLink.search]).toEqual([AUTH_PATHS.login, '?role=trainer']);
      expect(linkIn(mail, `http://app.test${AUTH_PATHS.trainerForgotPassword}`).search).toBe('');
      expect(mail.html).toContain(`href="http://app.test${AUTH_PATHS.trainerForgotPassword}"`);
    }
    expect(await server.database.db.selectFrom('user').selectAll().where('email', '=', owner).executeTakeFirstOrThrow()).toEqual(before);
    expect((await signIn(owner, 'trainer', 'owner passphrase one')).status).toBe(200);
    expect((await signIn(owner, 'trainer', 'intruder passphrase')).status).toBe(401);
    expect((await smtp.next('brand.new@example.test')).subject).toBe('Confirm your email address');
    expect(smtp.messages.filter((m) => m.to === 'brand.new@example.test').map((m) => m.subject)).toEqual(['Confirm your email address']);
  });

  it('limits sign-ups per address and client address like the other mail-sending calls, whether or not the address has an account', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.23' };
    await post(`${L}/member/lambda/register`, { email: 'limit.known@example.test', password: 'limit passphrase', first_name: 'L', last_name: 'M' }, null, { 'x-forwarded-for': '198.51.100.24' });
    for (const email of ['limit.known@example.test', 'limit.unknown@example.test']) {
      const answers: number[] = [];
      for (let i = 0; i < 6; i++) answers.push((await post(`${L}/member/lambda/register`, { email, password: 'limit passphrase', first_name: 'L', last_name: 'M' }, null, ip)).status);
      expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });
});

describe('accounts without a password', () => {
  it('match no password, and are checked with the same work as a real hash', async () => {
    const stored = noPasswordHash();
    expect(stored).toMatch(/^none\$/);
    expect(noPasswordHash()).not.toBe(stored);
    for (const guess of ['', 'none', stored, stored.split('$')[1]]) expect(await verifyPassword(guess, stored)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$8$1$$')).toBe(false);
  });
});

describe('secrets', () => {
  it('never answers a password, a password hash, a token hash or a TOTP secret', () => {
    expect(seen.length).toBeGreaterThan(60);
    for (const res of seen) {
      expect(res.text).not.toMatch(/password_hash|scrypt\$|token_hash|verifier_hash|pending_secret|"secret"/);
    }
  });
});
