/**
 * The admin hierarchy (server/records/account-hierarchy.ts): an admin acts only on athlete and trainer accounts; only a
 * super admin acts on admins and super admins; nobody demotes, deactivates or deletes the last active super admin.
 * Every way to write or delete a user row is tried: the records API one by one and in bulk, the admin's simple-REST
 * face, and the admin lambdas (password, email, verification, another account's sessions). A refused call changes no
 * row. (The access matrix walks the same rule cell by cell: tests/api/access-matrix.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIERARCHY_MESSAGES } from '../../server/records/account-hierarchy';
import { hashPassword } from '../../server/auth/password';
import { client, DEMO, snapshot, startServer, type Http, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let admin: string;
let superAdmin: string;
const R = '/records/sportlink/admin';
const A = '/admin-rest';
const L = '/sportlink/admin/lambda';
const SUPER = 1;
const ADMIN = 2;
const TRAINER = 3;
const PASSWORD = 'Another-Str0ng-Pass!';
let seq = 0;

/** A new account of a role, active and verified, signed in when asked (its password is PASSWORD). */
async function account(role: 'admin' | 'super_admin' | 'trainer' | 'athlete', status = 1): Promise<{ id: number; email: string }> {
  seq += 1;
  const now = new Date().toISOString();
  const email = `${role}.${seq}.${Date.now()}@hierarchy.test`;
  const row = await server.database.db
    .insertInto('user')
    .values({ email, password_hash: await hashPassword(PASSWORD), role, first_name: 'Hier', last_name: `Archy${seq}`, status, verify: 1, profile_complete: 1, two_factor_enabled: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), email };
}

const users = () => snapshot(server.database, ['user', 'user_session']);

/** Every way an admin could change or remove account `id` (its stored role decides, never the body). */
function attacks(id: number, token: string): Array<[string, () => Promise<Http>]> {
  return [
    ['records PUT password', () => http.put(`${R}/user/${id}`, { password: 'Taken-Over-123!' }, token)],
    ['records PUT role', () => http.put(`${R}/user/${id}`, { role: 'athlete' }, token)],
    ['records PUT status 0', () => http.put(`${R}/user/${id}`, { status: 0 }, token)],
    ['records PUT email', () => http.put(`${R}/user/${id}`, { email: `attacker${seq}@evil.test` }, token)],
    ['records PUT with a condition', () => http.put(`${R}/user`, { updateCondition: [`id,eq,${id}`], data: { status: 0 } }, token)],
    ['records PUTWHERE', () => http.post(`${R}/user/PUTWHERE`, { updateCondition: [`id,eq,${id}`], data: { password: 'Taken-Over-123!' } }, token)],
    ['records DELETE', () => http.del(`${R}/user/${id}`, token)],
    ['records DELETEALL', () => http.post(`${R}/user/DELETEALL`, { condition: [`id,eq,${id}`] }, token)],
    ['admin-rest PUT password', () => http.put(`${A}/users/${id}`, { password: 'Taken-Over-123!' }, token)],
    ['admin-rest PUT role', () => http.put(`${A}/users/${id}`, { role: 'trainer' }, token)],
    ['admin-rest DELETE', () => http.del(`${A}/users/${id}`, token)],
    ['lambda admin/update/password', () => http.post(`${L}/admin/update/password`, { id, password: 'Taken-Over-123!' }, token)],
    ['lambda admin/update/email', () => http.post(`${L}/admin/update/email`, { id, email: `attacker${seq}@evil.test` }, token)],
    ['lambda verify/user', () => http.post(`${L}/verify/user`, { user_id: id }, token)],
  ];
}

/** Each attack is refused (or, in bulk, matches no row) and changes nothing. */
async function expectRefused(id: number, token: string) {
  for (const [name, attack] of attacks(id, token)) {
    const before = await users();
    const res = await attack();
    if (res.status === 200) expect(res.body.data, `${name} touched a row: ${res.text}`).toBe(0);
    else {
      expect([403, 404], `${name}: ${res.text}`).toContain(res.status);
      expect(res.body.message, name).toBeTruthy();
    }
    expect(await users(), `${name} changed an account`).toBe(before);
  }
}

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  admin = await http.login(DEMO.admin.email, 'admin');
  superAdmin = await http.login(DEMO.superAdmin.email, 'admin');
});

afterAll(async () => {
  await server?.close();
});

describe('an admin', () => {
  it('cannot take over, demote, deactivate or delete the super admin, one by one or in bulk', async () => {
    await expectRefused(SUPER, admin);
    // Bulk writes matched on the role reach no super admin either.
    for (const res of [
      await http.post(`${R}/user/PUTWHERE`, { updateCondition: ['role,eq,super_admin'], data: { status: 0 } }, admin),
      await http.put(`${R}/user`, { updateCondition: ['role,in,super_admin|admin'], data: { role: 'athlete' } }, admin),
      await http.post(`${R}/user/DELETEALL`, { condition: ['role,eq,super_admin'] }, admin),
    ]) {
      expect([res.status, res.body.data], res.text).toEqual([200, 0]);
    }
    // The super admin still signs in with their own password, at their own address; forgot-password mails them.
    const row = await server.database.db.selectFrom('user').select(['email', 'role', 'status']).where('id', '=', SUPER).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: DEMO.superAdmin.email, role: 'super_admin', status: 1 });
    expect((await http.post('/sportlink/admin/lambda/login', { email: DEMO.superAdmin.email, password: 'Sportlink123!' })).status).toBe(200);
  });

  it('cannot act on another admin (nor on their own admin account) either', async () => {
    const other = await account('admin');
    await expectRefused(other.id, admin);
    await expectRefused(ADMIN, admin);
  });

  it('is told why, in words', async () => {
    const res = await http.post(`${L}/admin/update/password`, { id: SUPER, password: 'Taken-Over-123!' }, admin);
    expect([res.status, res.body.message]).toEqual([403, HIERARCHY_MESSAGES.superAdminOnly]);
  });

  it('cannot end a super admin’s or another admin’s session', async () => {
    const other = await account('admin');
    const otherToken = await http.login(other.email, 'admin', PASSWORD);
    for (const victim of [SUPER, other.id]) {
      const sessions = await server.database.db.selectFrom('user_session').select('id').where('user_id', '=', victim).where('revoked_at', 'is', null).execute();
      expect(sessions.length, `user ${victim} has a session`).toBeGreaterThan(0);
      for (const s of sessions) {
        const res = await http.del(`${L}/user-sessions/data/${s.id}?scope=all`, admin);
        expect(res.status, res.text).toBe(403);
      }
    }
    expect((await http.get('/sportlink/admin/lambda/profile', otherToken)).status).toBe(200);
  });

  it('sets passwords by the one password rule of sign-up: Add user, a record edit and the password reset answer as sign-up does', async () => {
    const signUp = await http.post('/sportlink/member/lambda/register', { email: `weak.${Date.now()}@hierarchy.test`, password: 'password123', first_name: 'W', last_name: 'K' });
    expect(signUp.status, signUp.text).toBe(422);
    const coach = await account('trainer');
    const before = await users();
    for (const [name, call] of [
      ['records POST user (Add user)', () => http.post(`${R}/user`, { email: `added.${Date.now()}@hierarchy.test`, password: 'password123', role: 'athlete', first_name: 'A', last_name: 'U', status: 1, verify: 1 }, admin)],
      ['admin-rest POST users', () => http.post(`${A}/users`, { email: `added2.${Date.now()}@hierarchy.test`, password: 'password123', role: 'athlete', first_name: 'A', last_name: 'U' }, admin)],
      ['records PUT password', () => http.put(`${R}/user/${coach.id}`, { password: 'password123' }, admin)],
      ['lambda admin/update/password', () => http.post(`${L}/admin/update/password`, { id: coach.id, password: 'password123' }, admin)],
    ] as const) {
      const res = await call();
      expect([res.status, res.body.message], `${name}: ${res.text}`).toEqual([422, signUp.body.message]);
    }
    expect(await users(), 'a refused password changed an account').toBe(before);
  });

  it('acts on athletes and trainers: a password an admin sets follows the password rule and signs the account out everywhere', async () => {
    const coach = await account('trainer');
    const coachToken = await http.login(coach.email, 'trainer', PASSWORD);
    const weak = await http.put(`${R}/user/${coach.id}`, { password: 'password' }, admin);
    expect(weak.status, weak.text).toBe(422);
    const set = await http.put(`${R}/user/${coach.id}`, { password: 'Brand-New-Pass-42' }, admin);
    expect(set.status, set.text).toBe(200);
    expect((await http.get('/sportlink/trainer/lambda/profile', coachToken)).status).toBe(401);
    expect((await http.post('/sportlink/trainer/lambda/login', { email: coach.email, password: 'Brand-New-Pass-42' })).status).toBe(200);
    expect((await http.put(`${A}/trainers/${TRAINER}`, { status: 0 }, admin)).status).toBe(200);
    expect((await http.put(`${A}/trainers/${TRAINER}`, { status: 1 }, admin)).status).toBe(200);
  });

  it('cannot make anyone an admin', async () => {
    const athlete = await account('athlete');
    const before = await users();
    const res = await http.put(`${R}/user/${athlete.id}`, { role: 'admin' }, admin);
    expect(res.status, res.text).toBe(403);
    expect(await users()).toBe(before);
  });
});

describe('a super admin', () => {
  it('acts on admins: deactivates one, sets their password, changes their address', async () => {
    const other = await account('admin');
    expect((await http.put(`${R}/user/${other.id}`, { status: 0 }, superAdmin)).status).toBe(200);
    expect((await http.post(`${L}/admin/update/password`, { id: other.id, password: 'Brand-New-Pass-42' }, superAdmin)).status).toBe(200);
    expect((await http.post(`${L}/admin/update/email`, { id: other.id, email: `moved${seq}@hierarchy.test` }, superAdmin)).status).toBe(200);
    expect((await http.del(`${A}/users/${other.id}`, superAdmin)).status).toBe(200);
  });
});

describe('the last active super admin', () => {
  it('cannot be demoted, deactivated or deleted, alone or in bulk, even by themselves', async () => {
    // Only super admin 1 is active here (a deactivated one does not count).
    const off = await account('super_admin', 0);
    for (const [name, call] of [
      ['demote', () => http.put(`${R}/user/${SUPER}`, { role: 'admin' }, superAdmin)],
      ['deactivate', () => http.put(`${R}/user/${SUPER}`, { status: 0 }, superAdmin)],
      ['delete', () => http.del(`${R}/user/${SUPER}`, superAdmin)],
      ['bulk deactivate', () => http.post(`${R}/user/PUTWHERE`, { updateCondition: ['role,eq,super_admin'], data: { status: 0 } }, superAdmin)],
      ['bulk demote', () => http.put(`${R}/user`, { updateCondition: ['role,eq,super_admin'], data: { role: 'admin' } }, superAdmin)],
      ['bulk delete', () => http.post(`${R}/user/DELETEALL`, { condition: ['role,eq,super_admin'] }, superAdmin)],
      ['admin-rest demote', () => http.put(`${A}/users/${SUPER}`, { role: 'trainer' }, superAdmin)],
      ['admin-rest delete', () => http.del(`${A}/users/${SUPER}`, superAdmin)],
    ] as const) {
      const before = await users();
      const res = await call();
      expect([res.status, res.body.message], `${name}: ${res.text}`).toEqual([409, HIERARCHY_MESSAGES.lastSuperAdmin]);
      expect(await users(), `${name} changed an account`).toBe(before);
    }
    await server.database.db.deleteFrom('user').where('id', '=', off.id).execute();
  });

  it('can step down once another super admin is active', async () => {
    const second = await account('super_admin');
    const secondToken = await http.login(second.email, 'admin', PASSWORD);
    expect((await http.put(`${R}/user/${second.id}`, { role: 'admin' }, superAdmin)).status).toBe(200);
    // Now the demoted one is an admin and cannot undo it; super admin 1 is the last again.
    expect((await http.put(`${R}/user/${SUPER}`, { role: 'admin' }, superAdmin)).status).toBe(409);
    void secondToken;
  });

  it('survives two super admins demoting each other at the same moment: exactly one succeeds', async () => {
    const a = await account('super_admin');
    const b = await account('super_admin');
    // Super admin 1 steps aside for the length of the race, so a and b are the only active super admins.
    await server.database.db.updateTable('user').set({ status: 0 }).where('id', '=', SUPER).execute();
    try {
      const ta = await http.login(a.email, 'admin', PASSWORD);
      const tb = await http.login(b.email, 'admin', PASSWORD);
      const results = await Promise.all([http.put(`${R}/user/${b.id}`, { role: 'admin' }, ta), http.put(`${R}/user/${a.id}`, { role: 'admin' }, tb)]);
      // The loser is refused either by the rule (409, both were checked in as super admins) or, when the winner's
      // change landed before its request was even read, because its token no longer matches its demoted account (401).
      const statuses = results.map((r) => r.status).sort();
      expect(statuses[0], results.map((r) => r.text).join(' | ')).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const left = await server.database.db.selectFrom('user').select('id').where('role', '=', 'super_admin').where('status', '=', 1).execute();
      expect(left).toHaveLength(1);
    } finally {
      await server.database.db.updateTable('user').set({ status: 1 }).where('id', '=', SUPER).execute();
    }
  });
});
