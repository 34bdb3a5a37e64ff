/** A trainer's sales, dashboard and athletes: own data only, filters, totals, CSV, removing access, and who may ask. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, startServer, type RequestBody, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let trainer: string;
let trainer2: string;
let athlete: string;
let admin: string;
const S = '/sportlink/trainer/lambda/sales';

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  trainer2 = await http.login(DEMO.trainer2.email, 'trainer');
  athlete = await http.login(DEMO.athlete.email, 'member');
  admin = await http.login(DEMO.admin.email, 'admin');
});
afterAll(() => server?.close());

describe('sales', () => {
  it('lists only the caller’s own sales, newest first, with athlete, program, totals and refund state', async () => {
    const res = await http.get(S, trainer);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.list.map((s: { program_id: number }) => s.program_id)).toEqual([3, 2, 1]);
    expect(res.body.list[0]).toMatchObject({ program_title: 'Home Bodyweight Burn', athlete_name: 'Jordan Lee', amount: 1900, currency: 'USD', status: 'succeeded', refund_status: 'requested' });
    expect(res.body.totals).toEqual([{ currency: 'USD', count: 3, gross: 3920 + 7900 + 1900, refunded: 0, net: 3920 + 7900 + 1900 }]);
    const other = await http.get(S, trainer2);
    expect(other.body.list.map((s: { program_id: number }) => s.program_id)).toEqual([4]);
  });

  it('filters by program, status and dates, and never reaches another trainer’s program', async () => {
    expect((await http.get(`${S}?program_id=2`, trainer)).body.list.map((s: { id: number }) => s.id)).toEqual([3]);
    expect((await http.get(`${S}?program_id=4`, trainer)).body).toMatchObject({ total: 0, list: [], totals: [] });
    expect((await http.get(`${S}?status=failed`, trainer)).body.total).toBe(0);
    const since = new Date(Date.now() - 10 * 86_400_000).toISOString();
    expect((await http.get(`${S}?from=${encodeURIComponent(since)}`, trainer)).body.total).toBe(2);
    const bad = await http.get(`${S}?status=lost`, trainer);
    expect(bad.status).toBe(400);
  });

  it('counts a succeeded refund against the net', async () => {
    await server.database.db.updateTable('refund').set({ status: 'succeeded', amount: 500 }).where('id', '=', 1).execute();
    const res = await http.get(S, trainer);
    expect(res.body.totals[0]).toMatchObject({ refunded: 500, net: 3920 + 7900 + 1900 - 500 });
    await server.database.db.updateTable('refund').set({ status: 'requested', amount: null }).where('id', '=', 1).execute();
  });

  it('exports every matching sale as CSV with amounts in major units and inert formulas', async () => {
    await server.database.db.updateTable('user').set({ first_name: '=HYPERLINK("x")' }).where('id', '=', 6).execute();
    const res = await http.get(`${S}?format=csv`, trainer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="sales.csv"');
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('"id","created_at","program_id","program_title","athlete_name","amount","discount_amount","currency","status","refund_status"');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Lee"`);
    expect(lines[1]).toContain(',19.00,0.00,"USD","succeeded","requested"');
    await server.database.db.updateTable('user').set({ first_name: 'Jordan' }).where('id', '=', 6).execute();
  });

  it('answers trainers only', async () => {
    expect((await http.get(S, null)).status).toBe(401);
    expect((await http.get(S, athlete)).status).toBe(403);
    expect((await http.get(S, admin)).status).toBe(403);
    expect((await http.get('/sportlink/admin/lambda/sales', admin)).status).toBe(403);
  });
});

describe('dashboard', () => {
  it('answers the caller’s revenue, enrollments, series, top programs and recent activity', async () => {
    const res = await http.get('/sportlink/trainer/lambda/dashboard', trainer);
    expect(res.status).toBe(200);
    expect(res.body.days).toBe(30);
    expect(res.body.series).toHaveLength(30);
    expect(res.body.totals).toMatchObject({ enrollments: 3, active_athletes: 2, published_programs: 3 });
    expect(res.body.totals.revenue[0]).toMatchObject({ currency: 'USD', gross: 13720 });
    expect(res.body.series.reduce((n: number, d: { revenue: number }) => n + d.revenue, 0)).toBe(13720);
    expect(res.body.top_programs[0]).toMatchObject({ program_id: 2, title: 'Hypertrophy Block', revenue: 7900, sales: 1 });
    expect(res.body.recent.map((r: { kind: string }) => r.kind)).toEqual(expect.arrayContaining(['sale', 'refund', 'comment']));
    const marco = await http.get('/sportlink/trainer/lambda/dashboard?days=7', trainer2);
    expect(marco.body.series).toHaveLength(7);
    expect(marco.body.top_programs.every((p: { program_id: number }) => [4, 5, 6, 8].includes(p.program_id))).toBe(true);
  });
});

describe('athletes', () => {
  const A = '/sportlink/trainer/lambda/athletes';
  const revoke = (id: number, token: string | null, body: RequestBody<'POST', `/sportlink/trainer/lambda/enrollments/${number}/revoke`> = {}) => http.post(`/sportlink/trainer/lambda/enrollments/${id}/revoke`, body, token);

  it('lists the enrollments in the caller’s programs with progress and last activity', async () => {
    const res = await http.get(A, trainer);
    expect(res.status).toBe(200);
    expect(res.body.list).toHaveLength(3);
    const alex = res.body.list.find((r: { athlete_name: string }) => r.athlete_name === 'Alex Kim');
    expect(alex).toMatchObject({ program_id: 1, program_title: 'Strength Foundations', status: 'active', completed_workouts: 8, total_workouts: 24 });
    expect(alex.last_activity).toEqual(expect.any(String));
    expect((await http.get(`${A}?program_id=2`, trainer)).body.list.map((r: { athlete_name: string }) => r.athlete_name)).toEqual(['Jordan Lee']);
    expect((await http.get(`${A}?program_id=4`, trainer)).body.list).toEqual([]);
    expect((await http.get(A, athlete)).status).toBe(403);
  });

  it('removes an athlete’s access to an own program only, once, and tells the athlete', async () => {
    const list = (await http.get(A, trainer)).body.list as Array<{ enrollment_id: number; program_id: number; athlete_id: number }>;
    const alex = list.find((r) => r.program_id === 1)!;
    const marcoEnrollment = await server.database.db.selectFrom('enrollment').select('id').where('program_id', '=', 4).executeTakeFirstOrThrow();
    expect((await revoke(Number(marcoEnrollment.id), trainer)).status).toBe(404);
    const ok = await revoke(alex.enrollment_id, trainer, { reason: 'Program restarted in January.' });
    expect(ok.status).toBe(200);
    const row = await server.database.db.selectFrom('enrollment').selectAll().where('id', '=', alex.enrollment_id).executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    expect(row.ends_at).toEqual(expect.any(String));
    const notice = await server.database.db.selectFrom('notification').selectAll().where('user_id', '=', alex.athlete_id).where('type', '=', 'access').executeTakeFirstOrThrow();
    expect(notice.message).toBe('Your trainer removed your access to Strength Foundations. Program restarted in January.');
    expect((await revoke(alex.enrollment_id, trainer)).status).toBe(409);
    expect((await revoke(alex.enrollment_id, null)).status).toBe(401);
  });

  it('refuses a deactivated trainer', async () => {
    await server.database.db.updateTable('user').set({ status: 0 }).where('id', '=', 3).execute();
    const list = (await http.get(A, trainer)).body.list as Array<{ enrollment_id: number; status: string }>;
    const active = list.find((r) => r.status === 'active')!;
    const res = await revoke(active.enrollment_id, trainer);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your account has been deactivated by admin. You can view content but cannot perform actions.');
    await server.database.db.updateTable('user').set({ status: 1 }).where('id', '=', 3).execute();
  });
});

describe('feed', () => {
  const P = '/records/sportlink/trainer/post';
  it('lists own posts with comments (and their authors’ public names) and likes', async () => {
    const res = await http.get(`${P}?filter=author_id,eq,3&order=pinned,desc&order=created_at,desc&join=comment.author&join=reaction`, trainer);
    expect(res.status).toBe(200);
    const pinned = res.body.list[0];
    expect(pinned).toMatchObject({ pinned: 1, body: expect.stringContaining('New week') });
    expect(pinned.reaction).toHaveLength(2);
    // An athlete who commented shows by their public name; their account is not the trainer's to read.
    expect(pinned.comment[0]).toMatchObject({ author_id: 5, author_name: 'Alex K.', author: null });
  });

  it('keeps one pinned post per author: pinning another unpins the first, for that author only', async () => {
    const made = await http.post(P, { body: 'Deload week: keep the weights, halve the sets.' }, trainer);
    expect(made.status).toBe(200);
    expect((await http.put(`${P}/${made.body.data}`, { pinned: 1 }, trainer)).status).toBe(200);
    const pinned = await server.database.db.selectFrom('post').select(['id', 'author_id']).where('pinned', '=', 1).execute();
    expect(pinned.filter((p) => Number(p.author_id) === 3).map((p) => Number(p.id))).toEqual([made.body.data]);
  });

  it('deletes an own post with its comments and likes, and never another trainer’s', async () => {
    expect((await http.del(`${P}/3`, trainer)).status).toBe(403); // trainer2's post: visible, not theirs
    const res = await http.del(`${P}/1`, trainer);
    expect(res.status).toBe(200);
    expect(await server.database.db.selectFrom('comment').select('id').where('post_id', '=', 1).execute()).toEqual([]);
  });
});
