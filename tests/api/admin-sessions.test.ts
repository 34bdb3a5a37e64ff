/** Admins see and end every account's sign-in sessions (user-sessions/data?scope=all) and read the sign-in analytics. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/config/messages';
import { client, DEMO, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
const L = '/sportlink';
const ALL = (role: string) => `${L}/${role}/lambda/user-sessions/data?scope=all`;

/** A fresh sign-in (its own session), not the client's cached one. */
async function signIn(email: string, role: 'admin' | 'trainer' | 'member', agent = 'TestBrowser/1.0') {
  const res = await http.call('POST', `${L}/${role}/lambda/login`, { body: { email, password: 'Sportlink123!' }, headers: { 'user-agent': agent } });
  expect(res.status, res.text).toBe(200);
  return res.body.token as string;
}
const sessionIdOf = async (userId: number) =>
  Number((await server.database.db.selectFrom('user_session').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).orderBy('id', 'desc').executeTakeFirstOrThrow()).id);

beforeAll(async () => {
  server = await startServer();
  http = client(server);
});
afterAll(() => server?.close());

describe('every account’s sessions', () => {
  it('an admin lists everyone’s open sessions with whose they are, newest use first, a page at a time', async () => {
    const admin = await signIn(DEMO.admin.email, 'admin');
    await signIn(DEMO.athlete.email, 'member', 'Phone/2.0');
    await signIn(DEMO.trainer.email, 'trainer');
    const res = await http.get(ALL('admin'), admin);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ error: false, page: 1, limit: 20 });
    expect(res.body.total).toBeGreaterThanOrEqual(3);
    const [first] = res.body.list;
    expect(first).toMatchObject({ device: 'TestBrowser/1.0', method: 'password', remember_me: false, current: false, user: { id: 3, email: DEMO.trainer.email, role: 'trainer' } });
    expect(Object.keys(first).sort()).toEqual(['created_at', 'current', 'device', 'id', 'ip', 'last_used_at', 'method', 'remember_me', 'user']);
    expect(res.text).not.toMatch(/password_hash|token/);
    const mineMarked = res.body.list.find((s: { user: { id: number } }) => s.user.id === 2);
    expect(mineMarked.current).toBe(true);
    const paged = await http.get(`${ALL('admin')}&size=1&page=2`, admin);
    expect(paged.body).toMatchObject({ page: 2, limit: 1, total: res.body.total, num_pages: res.body.total });
    expect(paged.body.list).toHaveLength(1);
    expect(paged.body.list[0].id).toBe(res.body.list[1].id);
  });

  it('narrows to one account, or to a name or address, and escapes the search', async () => {
    const admin = await signIn(DEMO.admin.email, 'admin');
    const one = await http.get(`${ALL('admin')}&user_id=5`, admin);
    expect(one.body.list.length).toBeGreaterThan(0);
    expect(one.body.list.every((s: { user: { id: number } }) => s.user.id === 5)).toBe(true);
    const byEmail = await http.get(`${ALL('admin')}&q=${encodeURIComponent('ATHLETE@sportlink')}`, admin);
    expect(byEmail.body.list.every((s: { user: { email: string } }) => s.user.email === DEMO.athlete.email)).toBe(true);
    expect(byEmail.body.total).toBe(one.body.total);
    expect((await http.get(`${ALL('admin')}&q=${encodeURIComponent('%')}`, admin)).body.total).toBe(0);
  });

  it('everyone else still sees only their own sessions, and asking for all is refused', async () => {
    const trainer = await signIn(DEMO.trainer.email, 'trainer');
    const athlete = await signIn(DEMO.athlete.email, 'member');
    expect((await http.get(`${L}/trainer/lambda/user-sessions/data`, trainer)).body.list.every((s: { user?: unknown }) => s.user === undefined)).toBe(true);
    for (const [role, token] of [
      ['trainer', trainer],
      ['member', athlete],
    ] as const) {
      const res = await http.get(ALL(role), token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBeTruthy();
    }
    expect((await http.get(ALL('admin'))).status).toBe(401);
    expect((await http.get(ALL('admin'), trainer)).status).toBe(403);
  });

  it('an admin ends an athlete’s session and that device is signed out at once', async () => {
    const admin = await signIn(DEMO.admin.email, 'admin');
    const athlete = await signIn(DEMO.athlete.email, 'member', 'Tablet/3.0');
    const id = await sessionIdOf(5);
    expect((await http.get(`${L}/member/lambda/profile`, athlete)).status).toBe(200);
    const res = await http.call('DELETE', `${L}/admin/lambda/user-sessions/data/${id}?scope=all`, { token: admin });
    expect(res.body).toEqual({ error: false, data: id });
    const after = await http.get(`${L}/member/lambda/profile`, athlete);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(MESSAGES.tokenExpired);
    const row = await server.database.db.selectFrom('user_session').select(['revoked_at', 'revoked_reason']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.revoked_reason).toBe('revoked by admin 2');
    expect((await http.call('DELETE', `${L}/admin/lambda/user-sessions/data/${id}?scope=all`, { token: admin })).status).toBe(404);
  });

  it('only a super admin ends a super admin’s session', async () => {
    const admin = await signIn(DEMO.admin.email, 'admin');
    const superAdmin = await signIn(DEMO.superAdmin.email, 'admin');
    const superId = await sessionIdOf(1);
    const refused = await http.call('DELETE', `${L}/admin/lambda/user-sessions/data/${superId}?scope=all`, { token: admin });
    expect(refused.status).toBe(403);
    expect((await http.get(`${L}/admin/lambda/profile`, superAdmin)).status).toBe(200);
    const adminId = await sessionIdOf(2);
    expect((await http.call('DELETE', `${L}/admin/lambda/user-sessions/data/${adminId}?scope=all`, { token: superAdmin })).status).toBe(200);
    expect((await http.get(`${L}/admin/lambda/profile`, admin)).status).toBe(401);
  });

  it('a trainer cannot end someone else’s session, with or without scope=all', async () => {
    const trainer = await signIn(DEMO.trainer.email, 'trainer');
    await signIn(DEMO.athlete2.email, 'member');
    const id = await sessionIdOf(6);
    expect((await http.call('DELETE', `${L}/trainer/lambda/user-sessions/data/${id}?scope=all`, { token: trainer })).status).toBe(403);
    expect((await http.call('DELETE', `${L}/trainer/lambda/user-sessions/data/${id}`, { token: trainer })).status).toBe(404);
    const row = await server.database.db.selectFrom('user_session').select('revoked_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeNull();
  });

  it('a deactivated admin may look at sessions and analytics but not end a session', async () => {
    const admin = await signIn(DEMO.admin.email, 'admin');
    await signIn(DEMO.athlete2.email, 'member');
    const id = await sessionIdOf(6);
    await server.database.db.updateTable('user').set({ status: 0 }).where('id', '=', 2).execute();
    try {
      expect((await http.get(ALL('admin'), admin)).status).toBe(200);
      expect((await http.get(`${L}/admin/lambda/analytics/user-sessions`, admin)).status).toBe(200);
      const res = await http.call('DELETE', `${L}/admin/lambda/user-sessions/data/${id}?scope=all`, { token: admin });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MESSAGES.accountDeactivated);
      const row = await server.database.db.selectFrom('user_session').select('revoked_at').where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.revoked_at).toBeNull();
    } finally {
      await server.database.db.updateTable('user').set({ status: 1 }).where('id', '=', 2).execute();
    }
  });
});

describe('sign-in analytics', () => {
  it('an admin reads sign-ins per day over 30 days, open sessions and open sessions by role', async () => {
    const admin = await signIn(DEMO.admin.email, 'admin');
    const res = await http.get(`${L}/admin/lambda/analytics/user-sessions`, admin);
    expect(res.status).toBe(200);
    const m = res.body.model;
    expect(m.by_day).toHaveLength(30);
    expect(m.by_day.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    const signIns = await server.database.db.selectFrom('user_session').select('id').execute();
    expect(m.sign_ins_30_days).toBe(signIns.length);
    expect(m.by_day.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(signIns.length);
    expect(m.by_role.admin).toBeGreaterThan(0);
  });

  it('is refused to trainers and athletes and asks a visitor to sign in', async () => {
    const trainer = await signIn(DEMO.trainer.email, 'trainer');
    const athlete = await signIn(DEMO.athlete.email, 'member');
    expect((await http.get(`${L}/trainer/lambda/analytics/user-sessions`, trainer)).status).toBe(403);
    expect((await http.get(`${L}/member/lambda/analytics/user-sessions`, athlete)).status).toBe(403);
    expect((await http.get(`${L}/admin/lambda/analytics/user-sessions`)).status).toBe(401);
  });
});
