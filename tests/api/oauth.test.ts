/** OpenID Connect sign-in against a real OIDC server on loopback (oauth2-mock-server). */
import { randomBytes } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/auth/secrets';
import { client, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let idp: OAuth2Server;
let http: ReturnType<typeof client>;
let nextClaims: Record<string, unknown> = {};

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  idp.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, nextClaims));
  server = await startServer({ env: { OIDC_ISSUER: idp.issuer.url!, OIDC_CLIENT_ID: 'sportlink-web', OIDC_CLIENT_SECRET: 'client-secret', OIDC_PROVIDER: 'oidc' } });
  // Links and the callback are on the app's own origin: here, the test server.
  server.app.config.appUrl = server.url;
  http = client(server);
});

afterAll(async () => {
  await server?.close();
  await idp?.stop();
});

/** Follows the browser's hops: our redirect to the provider, its redirect back, our redirect to the app. */
async function signInWith(role: 'member' | 'trainer' | 'admin', redirect?: string) {
  const start = await fetch(`${server.api}/sportlink/${role}/lambda/oidc/login${redirect ? `?redirect_uri=${encodeURIComponent(redirect)}` : ''}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const cookie = start.headers.get('set-cookie')!.split(';')[0];
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.origin).toBe(new URL(idp.issuer.url!).origin);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const atIdp = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(atIdp.headers.get('location')!);
  expect(callback.pathname).toBe(`/v1/api/sportlink/${role}/lambda/oidc/callback`);
  const back = await fetch(callback, { redirect: 'manual', headers: { cookie } });
  expect(back.status).toBe(302);
  return new URL(back.headers.get('location')!);
}

describe('sign in with an OpenID Connect provider', () => {
  it('creates an athlete from the verified email and lands on /login/oauth signed in', async () => {
    nextClaims = { sub: 'idp-user-1', email: 'Oidc.Athlete@example.test', email_verified: true, given_name: 'Olive', family_name: 'Idp' };
    const landing = await signInWith('member', '/athlete/feed');
    expect(landing.pathname).toBe('/login/oauth');
    const payload = new URLSearchParams(landing.hash.slice(1));
    expect(payload.get('role')).toBe('athlete');
    expect(payload.get('first_name')).toBe('Olive');
    expect(payload.get('redirect_uri')).toBe('/athlete/feed');
    const profile = await http.get('/sportlink/member/lambda/profile', payload.get('token'));
    expect(profile.body.model).toMatchObject({ email: 'oidc.athlete@example.test', verify: 1, role: 'athlete' });
  });

  it('links an existing account by email, and by subject the next time', async () => {
    nextClaims = { sub: 'idp-trainer', email: 'trainer@sportlink.test', email_verified: true };
    const first = new URLSearchParams((await signInWith('trainer')).hash.slice(1));
    expect(first.get('user_id')).toBe('3');
    nextClaims = { sub: 'idp-trainer', email: 'changed-at-idp@example.test', email_verified: true };
    const second = new URLSearchParams((await signInWith('trainer')).hash.slice(1));
    expect(second.get('user_id')).toBe('3');
  });

  it('refuses an unverified email and unknown admins with a message on the landing page', async () => {
    nextClaims = { sub: 'idp-x', email: 'nobody@example.test', email_verified: false };
    expect((await signInWith('member')).searchParams.get('error')).toBe('Confirm your email address with the provider first');
    nextClaims = { sub: 'idp-y', email: 'not-an-admin@example.test', email_verified: true };
    expect((await signInWith('admin')).searchParams.get('error')).toBe('There is no admin account for this email');
  });

  it('shows the provider’s own text when it answers 401', async () => {
    nextClaims = { sub: 'idp-z', email: 'z@example.test', email_verified: true };
    idp.service.once('beforeResponse', (res) => {
      res.statusCode = 401;
      res.body = { error: 'invalid_client', error_description: 'Client authentication failed' };
    });
    const landing = await signInWith('member');
    expect(landing.searchParams.get('error')).toContain('Client authentication failed');
  });

  it('refuses a callback without the cookie of the sign-in it belongs to, and unknown providers', async () => {
    const res = await fetch(`${server.api}/sportlink/member/lambda/oidc/callback?code=x&state=y`, { redirect: 'manual' });
    expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('The sign-in took too long or was started elsewhere; try again');
    const unknown = await http.get('/sportlink/member/lambda/github/login');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Unknown sign-in provider: github');
  });
});

const L = '/sportlink';
const UNCONFIRMED = 'The provider did not confirm that this email address is yours, so it cannot sign you in here. Sign in with your email instead.';

/** Someone signs up with `email` and a password of their choosing; the account waits for confirmation. */
async function preRegister(email: string, password: string) {
  const res = await http.post(`${L}/member/lambda/register`, { email, password, first_name: 'Mallory', last_name: 'Squat' });
  expect(res.status).toBe(200);
  return (await server.database.db.selectFrom('user').selectAll().where('email', '=', email).executeTakeFirstOrThrow()) as Record<string, unknown>;
}

/** A sign-in session (with a refresh token) on the account `userId`, as an attacker would hold one. */
async function plantSession(userId: number) {
  const db = server.database.db;
  const at = new Date().toISOString();
  const session = await db
    .insertInto('user_session')
    .values({ user_id: userId, device: 'attacker', ip: '203.0.113.66', method: 'password', remember_me: 1, created_at: at, last_used_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const refresh = `planted-${randomBytes(16).toString('hex')}`;
  await db.insertInto('refresh_token').values({ session_id: session.id, token_hash: sha256(refresh), created_at: at, expires_at: new Date(Date.now() + 86_400_000).toISOString() }).execute();
  return { sid: Number(session.id), token: server.app.issueToken({ uid: userId, role: 'athlete', sid: Number(session.id) }).token, refresh };
}

const identities = (subject: string) => server.database.db.selectFrom('oauth_identity').selectAll().where('subject', '=', subject).execute();

describe('pre-account takeover through a provider', () => {
  it('linking an unconfirmed account by a verified email clears the password set before and ends its sessions', async () => {
    const victim = 'oidc.victim@example.test';
    const attackerPassword = 'attacker knows this one';
    const pre = await preRegister(victim, attackerPassword);
    const planted = await plantSession(Number(pre.id));

    nextClaims = { sub: 'idp-victim', email: 'OIDC.Victim@example.test', email_verified: true, given_name: 'Vic' };
    const payload = new URLSearchParams((await signInWith('member')).hash.slice(1));
    expect(payload.get('user_id')).toBe(String(pre.id));
    expect((await http.get(`${L}/member/lambda/profile`, payload.get('token'))).body.model).toMatchObject({ email: victim, verify: 1, account_state: 'active' });
    expect(await identities('idp-victim')).toHaveLength(1);

    const attacker = await http.post(`${L}/member/lambda/login`, { email: victim, password: attackerPassword });
    const unknown = await http.post(`${L}/member/lambda/login`, { email: 'nobody.here@example.test', password: attackerPassword });
    expect(attacker.status).toBe(401);
    expect(attacker.body).toEqual(unknown.body);
    const old = await http.get(`${L}/member/lambda/profile`, planted.token);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('TOKEN_EXPIRED');
    expect((await http.post(`${L}/member/lambda/refresh_token`, { refresh_token: planted.refresh })).status).toBe(401);
    const session = await server.database.db.selectFrom('user_session').select(['revoked_at', 'revoked_reason']).where('id', '=', planted.sid).executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
    expect(session.revoked_reason).toBe('address confirmed by the oidc sign-in');
  });

  it('links or creates only when the provider says the email is verified: false and missing are refused, and change nothing', async () => {
    const squatted = 'oidc.squatted@example.test';
    const before = await preRegister(squatted, 'squatter passphrase');

    nextClaims = { sub: 'idp-unverified', email: squatted, email_verified: false };
    expect((await signInWith('member')).searchParams.get('error')).toBe('Confirm your email address with the provider first');
    nextClaims = { sub: 'idp-unsaid', email: squatted };
    expect((await signInWith('member')).searchParams.get('error')).toBe(UNCONFIRMED);
    expect(await server.database.db.selectFrom('user').selectAll().where('email', '=', squatted).executeTakeFirstOrThrow()).toEqual(before);
    expect(await identities('idp-unverified')).toEqual([]);
    expect(await identities('idp-unsaid')).toEqual([]);

    // A confirmed account is not linked on an unsaid email either; a new address makes no account.
    nextClaims = { sub: 'idp-unsaid-2', email: 'trainer2@sportlink.test' };
    expect((await signInWith('trainer')).searchParams.get('error')).toBe(UNCONFIRMED);
    expect(await identities('idp-unsaid-2')).toEqual([]);
    nextClaims = { sub: 'idp-unsaid-3', email: 'never.seen@example.test' };
    expect((await signInWith('member')).searchParams.get('error')).toBe(UNCONFIRMED);
    expect(await server.database.db.selectFrom('user').select('id').where('email', '=', 'never.seen@example.test').execute()).toEqual([]);

    // The same address, now vouched for, links the account (and the provider's subject signs in from then on).
    nextClaims = { sub: 'idp-unsaid', email: squatted, email_verified: true };
    expect(new URLSearchParams((await signInWith('member')).hash.slice(1)).get('user_id')).toBe(String(before.id));
    nextClaims = { sub: 'idp-unsaid', email: squatted };
    expect(new URLSearchParams((await signInWith('member')).hash.slice(1)).get('user_id')).toBe(String(before.id));
  });
});
