/** The admin's simple-REST face (ra-data-simple-rest protocol) and the admin lambda endpoints, over real HTTP and a real database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, snapshot, startServer, type RequestBody, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let admin: string;
let superAdmin: string;
let trainer: string;
let athlete: string;
const A = '/admin-rest';
const q = (o: Record<string, unknown>) => new URLSearchParams(Object.fromEntries(Object.entries(o).map(([k, v]) => [k, JSON.stringify(v)]))).toString();

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  admin = await http.login(DEMO.admin.email, 'admin');
  superAdmin = await http.login(DEMO.superAdmin.email, 'admin');
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  athlete = await http.login(DEMO.athlete.email, 'member');
});
afterAll(() => server?.close());

describe('list with sort, range, filter and Content-Range', () => {
  it('answers a JSON array of the range and the total in Content-Range', async () => {
    const res = await http.get(`${A}/programs?${q({ sort: ['price', 'DESC'], range: [0, 2] })}`, admin);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(3);
    const prices = res.body.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(res.headers.get('content-range')).toBe('programs 0-2/8');
  });

  it('pages with the range: the second page continues where the first stopped', async () => {
    const first = await http.get(`${A}/programs?${q({ sort: ['id', 'ASC'], range: [0, 3] })}`, admin);
    const second = await http.get(`${A}/programs?${q({ sort: ['id', 'ASC'], range: [4, 7] })}`, admin);
    expect(first.body.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4]);
    expect(second.body.map((p: { id: number }) => p.id)).toEqual([5, 6, 7, 8]);
    expect(second.headers.get('content-range')).toBe('programs 4-7/8');
  });

  it('narrows a resource to its scope: trainers are the users whose role is trainer', async () => {
    const res = await http.get(`${A}/trainers?${q({ sort: ['id', 'ASC'], range: [0, 24] })}`, admin);
    expect(res.body.map((u: { email: string }) => u.email)).toEqual([DEMO.trainer.email, DEMO.trainer2.email]);
    expect(res.body.every((u: Record<string, unknown>) => u.role === 'trainer' && !('password_hash' in u) && !('password' in u))).toBe(true);
  });

  it('filters by equality, a list of values, bounds, and a text search over the search fields', async () => {
    const status = await http.get(`${A}/programs?${q({ filter: { status: 'pending_review' } })}`, admin);
    expect(status.body.map((p: { title: string }) => p.title)).toEqual(['Kettlebell Flow']);
    const many = await http.get(`${A}/programs?${q({ filter: { id: [2, 5] } })}`, admin);
    expect(many.body.map((p: { id: number }) => p.id).sort()).toEqual([2, 5]);
    const bounds = await http.get(`${A}/transactions?${q({ filter: { amount_gte: 3900, amount_lte: 3920 } })}`, admin);
    expect(bounds.body.map((t: { amount: number }) => t.amount).sort()).toEqual([3900, 3920]);
    const search = await http.get(`${A}/athletes?${q({ filter: { q: 'JORDAN' } })}`, admin);
    expect(search.body.map((u: { email: string }) => u.email)).toEqual([DEMO.athlete2.email]);
    const byTrainer = await http.get(`${A}/programs?${q({ filter: { trainer_id: 4 }, sort: ['id', 'ASC'] })}`, admin);
    expect(byTrainer.body.every((p: { trainer_id: number }) => p.trainer_id === 4)).toBe(true);
    expect(byTrainer.headers.get('content-range')).toBe('programs 0-3/4');
  });

  it('refuses malformed parameters, unknown fields and oversized ranges with a 400 and a message', async () => {
    for (const [query, message] of [
      ['sort=notjson', 'sort must be JSON'],
      [q({ sort: ['price', 'SIDEWAYS'] }), 'sort has the wrong shape'],
      [q({ range: [5, 1] }), 'range has the wrong shape'],
      [q({ range: [0, 500] }), 'A range holds at most 100 records'],
      [q({ filter: { nope: 1 } }), 'Unknown field in filter: nope'],
      [q({ sort: ['password', 'ASC'] }), 'Unknown field in order: password'],
    ] as const) {
      const res = await http.get(`${A}/programs?${query}`, admin);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ error: true, message });
    }
    const unknown = await http.get(`${A}/nothing`, admin);
    expect(unknown.status).toBe(400);
  });
});

describe('one record', () => {
  it('reads a record, and 404s one outside the resource scope', async () => {
    const one = await http.get(`${A}/trainers/3`, admin);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: 3, email: DEMO.trainer.email, role: 'trainer' });
    const athleteAsTrainer = await http.get(`${A}/trainers/5`, admin);
    expect(athleteAsTrainer.status).toBe(404);
  });

  it('creates with the scope set, and answers the new record', async () => {
    const res = await http.post(`${A}/athletes`, { email: 'new.athlete@sportlink.test', password: 'Str0ng-enough-pass', first_name: 'Nia', last_name: 'Brooks', verify: 1 }, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'new.athlete@sportlink.test', role: 'athlete', verify: 1 });
    expect(res.body.id).toBeGreaterThan(6);
    expect(res.body).not.toHaveProperty('password');
    const clash = await http.post(`${A}/athletes`, { email: 'x@sportlink.test', password: 'Str0ng-enough-pass', first_name: 'X', last_name: 'Y', role: 'admin' }, admin);
    expect(clash.status).toBe(400);
    expect(clash.body.message).toBe('role of a record of athletes is always athlete');
  });

  it('updates from the whole record react-admin sends back, ignoring the read-only fields it echoes', async () => {
    const current = (await http.get(`${A}/programs/2`, admin)).body;
    const res = await http.put(`${A}/programs/2`, { ...current, featured: 1 }, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 2, featured: 1, created_at: current.created_at });
    // A read-only field sent with another value is the server's to keep: ignored, never written.
    const fresh = res.body;
    const changedReadOnly = await http.put(`${A}/programs/2`, { ...fresh, created_at: '2000-01-01T00:00:00.000Z', enrollment_count: 999 }, admin);
    expect(changedReadOnly.status).toBe(200);
    expect(changedReadOnly.body).toMatchObject({ created_at: current.created_at, enrollment_count: current.enrollment_count });
  });

  it('refuses a save of a resource no admin may change, even one that changes nothing (the earnings ledger, a payment)', async () => {
    for (const path of [`${A}/earnings/1`, `${A}/transactions/1`]) {
      const current = (await http.get(path, admin)).body;
      for (const body of [current, { ...current, amount: 1 }]) {
        const res = await http.raw.put(path, body, admin);
        expect(res.status, path).toBe(403);
        expect(res.body.message).toEqual(expect.any(String));
      }
      expect((await http.get(path, admin)).body).toEqual(current);
    }
  });

  it('saves a form opened before the server changed its own fields (a sale counted), and refuses one that would undo another admin’s edit', async () => {
    const opened = (await http.get(`${A}/programs/3`, admin)).body;
    const other = (await http.get(`${A}/programs/3`, superAdmin)).body;
    // The server's own figures move while the form is open (an enrollment is counted); the form saves all the same.
    await server.database.db.updateTable('program').set({ enrollment_count: Number(opened.enrollment_count) + 5 }).where('id', '=', 3).execute();
    const saved = await http.put(`${A}/programs/3`, { ...opened, featured: opened.featured ? 0 : 1 }, admin);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.enrollment_count).toBe(Number(opened.enrollment_count) + 5);
    // A second admin, whose form was opened before that save, changes the title: their copy of featured is stale.
    const before = await snapshot(server.database, ['program']);
    const stale = await http.put(`${A}/programs/3`, { ...other, title: 'Renamed over a newer change' }, superAdmin);
    expect(stale.status, stale.text).toBe(409);
    expect(stale.body.message).toMatch(/changed this program record after you opened it/);
    expect(stale.body.message).toMatch(/featured/);
    expect(stale.body.message).toMatch(/title/);
    expect(await snapshot(server.database, ['program'])).toBe(before);
    // Saved again from a fresh copy, it goes through.
    const fresh = (await http.get(`${A}/programs/3`, superAdmin)).body;
    const again = await http.put(`${A}/programs/3`, { ...fresh, title: 'Renamed after reloading' }, superAdmin);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ title: 'Renamed after reloading', featured: saved.body.featured });
  });

  it('deactivates a trainer, who is then refused every action', async () => {
    const res = await http.put(`${A}/trainers/4`, { status: 0 }, admin);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(0);
    const marco = await http.login(DEMO.trainer2.email, 'trainer');
    const act = await http.put('/records/sportlink/trainer/program/4', { title: 'Renamed while deactivated' }, marco);
    expect(act.status).toBe(403);
    expect(act.body.message).toBe('Your account has been deactivated by admin. You can view content but cannot perform actions.');
    await http.put(`${A}/trainers/4`, { status: 1 }, admin);
  });

  it('approves a program in review; a trainer cannot publish on their own', async () => {
    const approve = await http.put(`${A}/programs/8`, { status: 'published' }, admin);
    expect(approve.body.status).toBe('published');
    const draft = await http.post('/records/sportlink/trainer/program', { title: 'Self-published', price: 1000, status: 'published' }, trainer);
    expect(draft.status).toBe(403);
    expect(draft.body.message).toBe("A program goes live after an admin's review: submit it for review (status pending_review)");
    const submit = await http.put('/records/sportlink/trainer/program/7', { status: 'pending_review' }, trainer);
    expect(submit.status).toBe(200);
    const publishOwn = await http.put('/records/sportlink/trainer/program/7', { status: 'published' }, trainer);
    expect(publishOwn.status).toBe(403);
    const editPublished = await http.put('/records/sportlink/trainer/program/1', { status: 'published', sport: 'Strength' }, trainer);
    expect(editPublished.status).toBe(200);
  });

  it('deletes and answers the deleted record', async () => {
    const made = await http.post(`${A}/content-libraries`, { title: 'Mobility videos', kind: 'video' }, admin);
    const res = await http.del(`${A}/content-libraries/${made.body.id}`, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: made.body.id, title: 'Mobility videos' });
    expect((await http.get(`${A}/content-libraries/${made.body.id}`, admin)).status).toBe(404);
  });

  it('lists only platform exercises and creates new ones as platform content', async () => {
    const res = await http.post(`${A}/exercises`, { name: 'Turkish get-up', muscle_group: 'Full body', library_id: 1 }, admin);
    expect(res.body).toMatchObject({ name: 'Turkish get-up', owner_id: null });
  });
});

describe('who may call it', () => {
  it('refuses the signed-out (401) and every non-admin role (403), changing nothing', async () => {
    const before = await snapshot(server.database, ['user', 'program']);
    for (const [token, status] of [[null, 401], [trainer, 403], [athlete, 403]] as const) {
      expect((await http.get(`${A}/trainers`, token)).status).toBe(status);
      expect((await http.get(`${A}/trainers/3`, token)).status).toBe(status);
      expect((await http.put(`${A}/trainers/3`, { status: 0 }, token)).status).toBe(status);
      expect((await http.post(`${A}/users`, { email: 'z@z.test', password: 'Str0ng-enough-pass', first_name: 'Z', last_name: 'Z', role: 'trainer' }, token)).status).toBe(status);
      expect((await http.del(`${A}/programs/1`, token)).status).toBe(status);
    }
    expect(await snapshot(server.database, ['user', 'program'])).toBe(before);
  });

  it('lets only a super admin create an admin', async () => {
    const body = { email: 'second.admin@sportlink.test', password: 'Str0ng-enough-pass', first_name: 'Sam', last_name: 'Admin', role: 'admin' };
    const byAdmin = await http.post(`${A}/users`, body, admin);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe('Only a super admin may create or promote admins');
    const bySuper = await http.post(`${A}/users`, body, superAdmin);
    expect(bySuper.status).toBe(200);
    expect(bySuper.body.role).toBe('admin');
  });
});

describe('admin lambda: dashboard', () => {
  it('answers revenue, counts, a 30-day series and the latest transactions', async () => {
    const res = await http.get('/sportlink/admin/lambda/admin/dashboard', admin);
    expect(res.status).toBe(200);
    expect(res.body.revenue_30d).toEqual([{ currency: 'USD', amount: 3920 + 3900 + 7900 + 1900 }]);
    expect(res.body.pending_refunds).toBe(1);
    expect(res.body.active_programs).toBeGreaterThanOrEqual(6);
    expect(res.body.revenue_series).toHaveLength(30);
    expect(res.body.revenue_series.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    expect(res.body.latest_transactions[0]).toMatchObject({ program_title: expect.any(String), athlete_name: expect.any(String) });
    expect((await http.get('/sportlink/trainer/lambda/admin/dashboard', trainer)).status).toBe(403);
  });
});

describe('admin lambda: refund decisions', () => {
  const decide = (id: number, body: RequestBody<'POST', `/sportlink/admin/lambda/admin/refunds/${number}/decision`>, token: string) => http.post(`/sportlink/admin/lambda/admin/refunds/${id}/decision`, body, token);

  it('needs a note to deny, and refuses a second decision', async () => {
    const noNote = await decide(1, { decision: 'deny' }, admin);
    expect(noNote.status).toBe(422);
    expect(noNote.body.message).toBe('Say why the refund is denied: the athlete reads this note');
    const denied = await decide(1, { decision: 'deny', note: 'Past the 30-day window.' }, admin);
    expect(denied.status).toBe(200);
    const row = await server.database.db.selectFrom('refund').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'denied', admin_note: 'Past the 30-day window.', decided_by: 2 });
    const notice = await server.database.db.selectFrom('notification').selectAll().where('user_id', '=', 6).where('title', '=', 'Refund denied').executeTakeFirst();
    expect(notice?.message).toBe('Your refund request was denied: Past the 30-day window.');
    const again = await decide(1, { decision: 'approve' }, admin);
    expect(again.status).toBe(409);
  });

  it('approves at most what was paid, notifying athlete and trainer', async () => {
    const id = Number((await server.database.db.insertInto('refund').values({ transaction_id: 3, athlete_id: 6, amount: null, reason: 'Injury', status: 'requested', created_at: new Date().toISOString(), updated_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow()).id);
    const tooMuch = await decide(id, { decision: 'approve', amount: 999_999 }, admin);
    expect(tooMuch.status).toBe(422);
    const ok = await decide(id, { decision: 'approve', amount: 2000 }, admin);
    expect(ok.status).toBe(200);
    const row = await server.database.db.selectFrom('refund').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    // Approved, refunded at the (sandbox) provider, and settled by its charge.refunded event.
    expect(row).toMatchObject({ status: 'succeeded', amount: 2000, decided_by: 2 });
    expect(row.provider_ref).toMatch(/^re_/);
    const notices = await server.database.db.selectFrom('notification').select(['user_id', 'message']).where('title', '=', 'Refund approved').execute();
    expect(notices.map((n) => Number(n.user_id)).sort()).toEqual([3, 6]);
    expect((await decide(id, { decision: 'approve' }, trainer)).status).toBe(403);
  });
});

describe('refunds as the admin lists them', () => {
  it('show the amount at stake, a full refund’s from its transaction, in the transaction’s currency', async () => {
    const res = await http.get(`/records/sportlink/admin/refund?size=50`, admin);
    expect(res.status, res.text).toBe(200);
    const db = server.database.db;
    for (const refund of res.body.list as { transaction_id: number; amount: number | null; at_stake: number; currency: string }[]) {
      const tx = await db.selectFrom('transaction').select(['amount', 'currency']).where('id', '=', refund.transaction_id).executeTakeFirstOrThrow();
      expect(refund.at_stake).toBe(refund.amount ?? Number(tx.amount));
      expect(refund.currency).toBe(tx.currency);
    }
    expect((res.body.list as { amount: number | null }[]).some((r) => r.amount === null)).toBe(true); // a full refund is among them
  });
});
