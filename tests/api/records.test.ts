/** Every records operation over real HTTP against a real database (TEST_DB=sqlite|postgres). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../src/config/messages';
import { client, DEMO, snapshot, startServer, TEST_DB, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let trainer: string;
let trainer2: string;
let athlete: string;
let admin: string;
const R = '/records/sportlink';

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  trainer2 = await http.login(DEMO.trainer2.email, 'trainer');
  athlete = await http.login(DEMO.athlete.email, 'member');
  admin = await http.login(DEMO.admin.email, 'admin');
});
afterAll(() => server?.close());

describe('server status', () => {
  it('answers ok with the database in use', async () => {
    const res = await http.get('/status');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, status: 'ok', database: TEST_DB });
  });
});

describe('list', () => {
  it('pages published programs with the envelope and default size 10', async () => {
    const res = await http.get(`${R}/member/program`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, total: 6, page: 1, limit: 10, num_pages: 1 });
    expect(res.body.list.every((p: { status: string }) => p.status === 'published')).toBe(true);
  });

  it('pages, orders and filters', async () => {
    const p2 = await http.get(`${R}/member/program?size=4&page=2&order=price,desc`);
    expect(p2.body).toMatchObject({ total: 6, page: 2, limit: 4, num_pages: 2 });
    const p1 = await http.get(`${R}/member/program?size=4&page=1&order=price,desc`);
    const prices = [...p1.body.list, ...p2.body.list].map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const cheap = await http.get(`${R}/member/program?filter=price,lt,2000&filter=level,eq,beginner`);
    expect(cheap.body.list.map((p: { title: string }) => p.title).sort()).toEqual(['Home Bodyweight Burn', 'Monthly Coaching Club']);
    const inList = await http.get(`${R}/member/program?filter=id,in,1|3|7`);
    expect(inList.body.list.map((p: { id: number }) => p.id)).toEqual([1, 3]);
    const contains = await http.get(`${R}/member/program?filter=title,cs,RUN`);
    expect(contains.body.list.map((p: { title: string }) => p.title)).toEqual(['10K Run Builder']);
    const sw = await http.get(`${R}/member/program?filter=title,sw,home`);
    expect(sw.body.total).toBe(1);
    const ew = await http.get(`${R}/member/program?filter=title,ew,block`);
    expect(ew.body.list[0].title).toBe('Hypertrophy Block');
    const isNull = await http.get(`${R}/member/program?filter=interval,is,null`);
    expect(isNull.body.total).toBe(5);
    const neq = await http.get(`${R}/member/program?filter=sport,neq,Running`);
    expect(neq.body.total).toBe(4);
    const ge = await http.get(`${R}/member/program?filter=duration_weeks,ge,10&filter=duration_weeks,le,12`);
    expect(ge.body.total).toBe(2);
  });

  it('treats filter values as data, never as SQL', async () => {
    const res = await http.get(`${R}/member/program?filter=${encodeURIComponent("title,eq,x' OR '1'='1")}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
    const like = await http.get(`${R}/member/program?filter=${encodeURIComponent('title,cs,%')}`);
    expect(like.body.total).toBe(0);
  });

  it('embeds declared references, forward and reverse, nested', async () => {
    const res = await http.get(`${R}/member/program/1?join=trainer&join=split.workout`);
    expect(res.status).toBe(200);
    const m = res.body.model;
    expect(m.trainer).toEqual({ id: 3, role: 'trainer', first_name: 'Tara', last_name: 'Stone', photo: null });
    expect(m.split.map((s: { position: number }) => s.position)).toEqual([0, 1]);
    // The free preview split's workouts are open; the paid split's are not, for a visitor.
    expect(m.split[0].workout).toHaveLength(3);
    expect(m.split[1].workout).toHaveLength(0);
    const owner = await http.get(`${R}/member/program/1?join=split.workout`, athlete);
    expect(owner.body.model.split[1].workout).toHaveLength(3);
  });

  it.each([
    ['an unknown table', `${R}/member/nope`, /table/],
    ['an unknown field', `${R}/member/program?filter=nope,eq,1`, /Unknown field in filter: nope/],
    ['an unknown operator', `${R}/member/program?filter=price,like,1`, /Unknown filter operator: like/],
    ['a non-integer value', `${R}/member/program?filter=price,eq,abc`, /must be an integer/],
    ['a size over 100', `${R}/member/program?size=101`, /size/],
    ['a page of 0', `${R}/member/program?page=0`, /page/],
    ['an unknown order field', `${R}/member/program?order=nope,asc`, /Unknown field in order: nope/],
    ['a bad order direction', `${R}/member/program?order=price,up`, /order/],
    ['an unknown join', `${R}/member/program?join=nope`, /Unknown join on program: nope/],
    ['an ambiguous join', `${R}/admin/transaction?join=user`, /ambiguous/],
    ['a hidden field of another person', `${R}/member/user?filter=email,eq,a@b.c`, /may not filter user by email/],
    ['a write-only field', `${R}/admin/user?filter=password,eq,x`, /Unknown field in filter: password/],
  ])('refuses %s with 400 and a message', async (_what, path, message) => {
    const res = await http.get(path, path.includes('/admin/') ? admin : null);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(true);
    expect(res.body.message).toMatch(message);
  });

  it('is a 404 for another project, in the path or the header', async () => {
    expect((await http.get('/records/other/member/program')).status).toBe(404);
    const res = await http.call('GET', `${R}/member/program`, { headers: { 'x-project': 'other' } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Unknown project: sportlink');
  });
});

describe('get one and get many', () => {
  it('reads as many as the contract allows (100 ids of 16 digits); a longer path or one that is not a URL is refused in the API’s shape', async () => {
    const ids = [1, 2, ...Array.from({ length: 98 }, (_, i) => 1_000_000_000_000_000 + i)].join(',');
    const many = await http.get(`${R}/member/program/${ids}`);
    expect(many.status, many.text).toBe(200);
    expect(many.body.list.map((p: { id: number }) => p.id)).toEqual([1, 2]);
    expect((await http.get(`${R}/member/program/1000000000000000`)).status).toBe(404); // past the databases' ids: no record
    const tooLong = await http.get(`${R}/member/program/${'1,'.repeat(1100)}1`);
    expect([tooLong.status, tooLong.body]).toEqual([414, { error: true, message: API_MESSAGES.pathTooLong }]);
    const notUrl = await http.get(`${R}/member/program/%E0%A4%A`);
    expect([notUrl.status, notUrl.body]).toEqual([400, { error: true, message: API_MESSAGES.badUrl }]);
  });

  it('gets one, and 404s what the caller may not see', async () => {
    expect((await http.get(`${R}/member/program/1`)).body.model.title).toBe('Strength Foundations');
    const draft = await http.get(`${R}/member/program/7`);
    expect(draft.status).toBe(404);
    expect(draft.body).toEqual({ error: true, message: 'No such program record' });
    expect((await http.get(`${R}/trainer/program/7`, trainer)).status).toBe(200);
    expect((await http.get(`${R}/trainer/program/7`, trainer2)).status).toBe(404);
  });

  it('gets many by comma-separated ids, visible ones in the order asked', async () => {
    const res = await http.get(`${R}/member/program/4,7,1`);
    expect(res.status).toBe(200);
    expect(res.body.list.map((p: { id: number }) => p.id)).toEqual([4, 1]);
    expect((await http.get(`${R}/member/program/1,x`)).status).toBe(400);
  });
});

describe('create, update, delete', () => {
  it('creates with the owner from the token, defaults applied', async () => {
    const res = await http.post(`${R}/trainer/program`, { title: 'Mobility Daily', price: 990 }, trainer);
    expect(res.status).toBe(200);
    const got = await http.get(`${R}/trainer/program/${res.body.data}`, trainer);
    expect(got.body.model).toMatchObject({ trainer_id: 3, title: 'Mobility Daily', status: 'draft', currency: 'USD', level: 'beginner', pricing: 'one_time' });
    expect(got.body.model.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  // Bodies deliberately outside the contract (the table's writable fields), so through raw.
  it('refuses owner fields, read-only fields, unknown fields and bad values, writing nothing', async () => {
    const before = await snapshot(server.database, ['program']);
    const owner = await http.raw.post(`${R}/trainer/program`, { title: 'Sneaky', price: 1, trainer_id: 4 }, trainer);
    expect(owner.status).toBe(403);
    expect(owner.body.message).toBe('You may not set trainer_id on program records');
    const ro = await http.raw.post(`${R}/trainer/program`, { title: 'Sneaky', price: 1, id: 99 }, trainer);
    expect(ro.status).toBe(422);
    expect(ro.body.validation).toEqual({ id: 'is read-only' });
    const unknown = await http.raw.post(`${R}/trainer/program`, { title: 'Sneaky', price: 1, hack: true }, trainer);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown field: hack');
    const bad = await http.raw.post(`${R}/trainer/program`, { title: 'ab', price: -5, level: 'godlike' }, trainer);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.validation).sort()).toEqual(['level', 'price', 'title']);
    const missing = await http.raw.post(`${R}/trainer/program`, { description: 'no title' }, trainer);
    expect(missing.status).toBe(422);
    expect(missing.body.validation.title).toBe('is required');
    const notJson = await http.raw.call('POST', `${R}/trainer/program`, { token: trainer, body: '{nope', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    const array = await http.raw.post(`${R}/trainer/program`, [1, 2], trainer);
    expect(array.status).toBe(400);
    expect(await snapshot(server.database, ['program'])).toBe(before);
  });

  it('updates own records; another trainer gets 403 on a visible one and 404 on a hidden one', async () => {
    expect((await http.put(`${R}/trainer/program/1`, { sport: 'Powerlifting' }, trainer)).body).toEqual({ error: false, data: 1 });
    expect((await http.get(`${R}/member/program/1`)).body.model.sport).toBe('Powerlifting');
    const visible = await http.put(`${R}/trainer/program/1`, { sport: 'Hacked' }, trainer2);
    expect(visible.status).toBe(403);
    expect(visible.body.message).toBe('You may not change program records');
    expect((await http.put(`${R}/trainer/program/7`, { sport: 'Hacked' }, trainer2)).status).toBe(404);
    expect((await http.put(`${R}/trainer/program/1`, {}, trainer)).status).toBe(422);
  });

  it('checks references: a split goes only into a program of yours', async () => {
    const mine = await http.post(`${R}/trainer/split`, { program_id: 7, title: 'Extra' }, trainer);
    expect(mine.status).toBe(200);
    const theirs = await http.post(`${R}/trainer/split`, { program_id: 4, title: 'Intruder' }, trainer);
    expect(theirs.status).toBe(422);
    expect(theirs.body.validation).toEqual({ program_id: 'must be a program of yours' });
    const moved = await http.put(`${R}/trainer/split/${mine.body.data}`, { program_id: 4 }, trainer);
    expect(moved.status).toBe(422);
  });

  it('deletes, cascading structure; a referenced record is a 409', async () => {
    const p = await http.post(`${R}/trainer/program`, { title: 'Short lived', price: 100 }, trainer);
    const s = await http.post(`${R}/trainer/split`, { program_id: p.body.data, title: 'S' }, trainer);
    expect((await http.del(`${R}/trainer/program/${p.body.data}`, trainer)).body).toEqual({ error: false, data: p.body.data });
    const split = await server.database.db.selectFrom('split').select('id').where('id', '=', s.body.data).executeTakeFirst();
    expect(split).toBeUndefined();
    // Program 1 has enrollments and transactions: it must be archived, not deleted.
    const sold = await http.del(`${R}/trainer/program/1`, trainer);
    expect(sold.status).toBe(409);
    expect(sold.body.message).toMatch(/still in use/);
    expect((await http.get(`${R}/member/program/1`)).status).toBe(200);
  });

  it('keeps unique values unique with a 409', async () => {
    const dup = await http.post(`${R}/admin/user`, { email: 'ATHLETE@sportlink.test', password: 'Password123!', role: 'athlete', first_name: 'A', last_name: 'B' }, admin);
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A record with this email already exists');
  });

  it('never returns a password or its hash, and stores only a hash', async () => {
    const res = await http.post(`${R}/admin/user`, { email: 'coach@example.test', password: 'Correct horse 1', role: 'trainer', first_name: 'C', last_name: 'D' }, admin);
    expect(res.status).toBe(200);
    const row = await server.database.db.selectFrom('user').select('password_hash').where('id', '=', res.body.data).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('Correct horse');
    const list = await http.get(`${R}/admin/user?size=100`, admin);
    expect(list.text).not.toMatch(/password|scrypt\$/);
    const one = await http.get(`${R}/admin/user/${res.body.data}`, admin);
    expect(Object.keys(one.body.model)).not.toContain('password_hash');
    const exp = await http.post(`${R}/admin/user/EXPORT`, { format: 'csv' }, admin);
    expect(exp.text).not.toMatch(/password|scrypt\$/);
  });

  it('lets only a super admin create admins', async () => {
    const body = { email: 'new.admin@example.test', password: 'Password123!', role: 'admin', first_name: 'N', last_name: 'A' };
    const res = await http.post(`${R}/admin/user`, body, admin);
    expect(res.status).toBe(403);
    const superAdmin = await http.login(DEMO.superAdmin.email, 'admin');
    expect((await http.post(`${R}/admin/user`, body, superAdmin)).status).toBe(200);
  });
});

describe('bulk operations', () => {
  it('PUT with updateCondition changes only the rows the caller may change', async () => {
    const res = await http.put(`${R}/trainer/program`, { updateCondition: ['status,eq,published'], data: { sport: 'Bulk' } }, trainer);
    expect(res.body).toEqual({ error: false, data: 3 });
    const all = await server.database.db.selectFrom('program').select(['trainer_id', 'sport']).where('status', '=', 'published').execute();
    for (const p of all) expect(p.sport === 'Bulk').toBe(p.trainer_id === 3);
  });

  it('PUTWHERE is the same, and needs a condition', async () => {
    const res = await http.post(`${R}/trainer/program/PUTWHERE`, { updateCondition: ['id,in,4|5|7'], data: { sport: 'Mine' } }, trainer);
    expect(res.body).toEqual({ error: false, data: 1 });
    const none = await http.post(`${R}/trainer/program/PUTWHERE`, { updateCondition: [], data: { sport: 'All' } }, trainer);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('condition is required.');
  });

  it('rolls a bulk update back whole when one row fails', async () => {
    const before = await snapshot(server.database, ['user']);
    const res = await http.put(`${R}/admin/user`, { updateCondition: ['role,eq,athlete'], data: { email: 'same@example.test' } }, admin);
    expect(res.status).toBe(409);
    expect(await snapshot(server.database, ['user'])).toBe(before);
  });

  it('DELETEALL deletes only what the caller may delete', async () => {
    const before = await server.database.db.selectFrom('workout_exercise').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow();
    // Workouts 1..6 belong to program 1 (trainer 1); 19..24 to program 4 (trainer 2).
    const res = await http.post(`${R}/trainer/workout_exercise/DELETEALL`, { condition: ['workout_id,in,1|2|19'] }, trainer);
    expect(res.body).toEqual({ error: false, data: 6 });
    const after = await server.database.db.selectFrom('workout_exercise').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(before.n) - Number(after.n)).toBe(6);
    const left = await server.database.db.selectFrom('workout_exercise').select('id').where('workout_id', '=', 19).execute();
    expect(left).toHaveLength(3);
    expect((await http.post(`${R}/trainer/workout_exercise/DELETEALL`, { condition: [] }, trainer)).status).toBe(400);
  });

  it('GETALL returns every visible match', async () => {
    const res = await http.post(`${R}/member/exercise/GETALL`, { filter: ['muscle_group,eq,Legs'], order: ['name,asc'] });
    expect(res.status).toBe(200);
    expect(res.body.list.map((e: { name: string }) => e.name)).toEqual(['Back squat', 'Jump squat', 'Walking lunge']);
    expect(res.body.total).toBe(3);
  });
});

describe('cursor pages, autocomplete, export, join', () => {
  it('walks every visible row once with keyset cursors', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: Awaited<ReturnType<typeof http.post>> = await http.post(`${R}/member/program/CURSORPAGINATE`, { cursor, size: 4, order: 'price,desc' });
      expect(res.status).toBe(200);
      seen.push(...res.body.list.map((p: { id: number }) => p.id));
      cursor = res.body.next_cursor;
      expect(res.body.has_more).toBe(cursor !== null);
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(2);
    expect(new Set(seen).size).toBe(6);
    expect((await http.post(`${R}/member/program/CURSORPAGINATE`, { cursor: 'garbage' })).status).toBe(400);
    expect((await http.post(`${R}/member/program/CURSORPAGINATE`, { order: 'interval,asc' })).status).toBe(400);
  });

  it('autocompletes a text field, prefix matches first', async () => {
    const res = await http.post(`${R}/member/exercise/AUTOCOMPLETE`, { field: 'name', q: 'pu' });
    expect(res.body.list.map((r: { value: string }) => r.value)).toEqual(['Pull-up', 'Push-up']);
    const contains = await http.post(`${R}/member/exercise/AUTOCOMPLETE`, { field: 'name', q: 'lunge' });
    expect(contains.body.list).toEqual([{ id: expect.any(Number), value: 'Walking lunge' }]);
    expect((await http.post(`${R}/member/exercise/AUTOCOMPLETE`, { field: 'id', q: '1' })).status).toBe(400);
  });

  it('exports CSV and JSON downloads of what the caller may see', async () => {
    const csv = await http.post(`${R}/trainer/program/EXPORT`, { format: 'csv', order: ['id,asc'] }, trainer);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="program-\d{4}-\d\d-\d\d\.csv"/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0].split(',').slice(0, 3)).toEqual(['"id"', '"trainer_id"', '"title"']);
    // Six published programs plus trainer 1's drafts.
    const visible = await http.get(`${R}/trainer/program?size=100`, trainer);
    expect(lines).toHaveLength(visible.body.total + 1);
    const json = await http.post(`${R}/member/program/EXPORT`, { format: 'json', filter: ['price,ge,5000'] });
    expect(JSON.parse(json.text).map((p: { price: number }) => p.price >= 5000)).toEqual([true, true]);
  });

  it('neutralises spreadsheet formulas in CSV cells', async () => {
    const p = await http.post(`${R}/trainer/program`, { title: '=HYPERLINK("x")', price: 100 }, trainer);
    const csv = await http.post(`${R}/trainer/program/EXPORT`, { filter: [`id,eq,${p.body.data}`] }, trainer);
    expect(csv.text).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('JOIN and MULTIJOIN embed references in a page', async () => {
    const one = await http.post(`${R}/member/review/JOIN`, { join: 'program', size: 5 });
    expect(one.body.list[0].program.title).toBeTruthy();
    const many = await http.post(`${R}/member/transaction/MULTIJOIN`, { joins: ['program', 'trainer'] }, athlete);
    expect(many.body.total).toBe(2);
    for (const t of many.body.list) {
      expect(t.program.id).toBe(t.program_id);
      expect(t.trainer).toEqual(expect.objectContaining({ id: t.trainer_id, role: 'trainer' }));
      expect(t.trainer.email).toBeUndefined();
    }
  });
});

describe('tokens and account state', () => {
  it('answers 401 TOKEN_EXPIRED for an expired token and 401 for a forged one', async () => {
    const expired = server.app.jwt.sign({ uid: 5, role: 'athlete', sid: 1 }, { clockTimestamp: Date.now() - 2 * 3600_000, expiresIn: 60 });
    const res = await http.get(`${R}/member/notification`, expired);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('TOKEN_EXPIRED');
    const forged = athlete.slice(0, -4) + (athlete.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const bad = await http.get(`${R}/member/notification`, forged);
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('Invalid token');
  });

  it('takes the role from the token: a role that does not match the path is 403', async () => {
    const res = await http.get(`${R}/trainer/program`, athlete);
    expect(res.status).toBe(403);
    expect((await http.get(`${R}/admin/user`, trainer)).status).toBe(403);
  });

  it('lets a deactivated account read but refuses every change with the spec message', async () => {
    const token = await http.login(DEMO.athlete2.email, 'member');
    await server.database.db.updateTable('user').set({ status: 0 }).where('id', '=', 6).execute();
    expect((await http.get(`${R}/member/enrollment`, token)).status).toBe(200);
    const res = await http.post(`${R}/member/comment`, { post_id: 1, body: 'Hi' }, token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your account has been deactivated by admin. You can view content but cannot perform actions.');
    await server.database.db.updateTable('user').set({ status: 1 }).where('id', '=', 6).execute();
  });

  it('signs in with the demo accounts and refuses a wrong password or role', async () => {
    const ok = await http.post('/sportlink/member/lambda/login', { email: DEMO.athlete.email, password: 'Sportlink123!' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ error: false, user_id: 5, role: 'athlete', first_name: 'Alex', last_name: 'Kim', photo: null, remember_me: false });
    expect(new Date(ok.body.expire_at).getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    const wrong = await http.post('/sportlink/member/lambda/login', { email: DEMO.athlete.email, password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    const unknown = await http.post('/sportlink/member/lambda/login', { email: 'ghost@example.test', password: 'nope' });
    expect(unknown.body.message).toBe('Invalid email or password');
    const role = await http.post('/sportlink/admin/lambda/login', { email: DEMO.athlete.email, password: 'Sportlink123!' });
    expect(role.status).toBe(403);
    const bad = await http.post('/sportlink/member/lambda/login', { email: 'not-an-email', password: 'x' });
    expect(bad.status).toBe(400);
  });
});

describe('large lists', () => {
  it('counts exactly up to 10,000 matches and says when the total is only a lower bound', async () => {
    const now = new Date().toISOString();
    const rows = Array.from({ length: 10_050 }, (_, i) => ({ name: `Bulk exercise ${i}`, muscle_group: i < 50 ? 'Rare' : 'Common', created_at: now, updated_at: now }));
    for (let i = 0; i < rows.length; i += 500) await server.database.db.insertInto('exercise').values(rows.slice(i, i + 500)).execute();
    const all = await http.get(`${R}/member/exercise?size=100&page=3`);
    expect(all.body).toMatchObject({ total: 10_000, total_exact: false, page: 3, limit: 100, num_pages: 100 });
    expect(all.body.list).toHaveLength(100);
    const rare = await http.get(`${R}/member/exercise?filter=muscle_group,eq,Rare`);
    expect(rare.body).toMatchObject({ total: 50, total_exact: true, num_pages: 5 });
  });
});

describe('public names of commenters and reviewers', () => {
  it('shows an athlete who commented by their public name only, and lists no athlete to anyone but themselves and admins', async () => {
    const res = await http.get(`${R}/member/comment?join=author&order=id,asc`);
    expect(res.status).toBe(200);
    expect(res.body.list[0]).toMatchObject({ author_id: 5, author_name: 'Alex K.', author: null });
    // Athletes are nobody's to list or open: not a visitor's, another athlete's or a trainer's.
    for (const token of [null, trainer]) {
      const path = token ? 'trainer' : 'member';
      expect((await http.get(`${R}/${path}/user/5`, token)).status).toBe(404);
      expect((await http.get(`${R}/${path}/user/6`, token)).status).toBe(404); // Jordan reviewed a program
      const everyone = await http.get(`${R}/${path}/user?size=100`, token);
      expect(everyone.body.list.filter((u: { role: string }) => u.role !== 'trainer')).toEqual([]);
    }
    // A trainer who commented is public: name and photo.
    const trainers = await http.get(`${R}/member/user?filter=role,eq,trainer`);
    expect(trainers.body.list.length).toBeGreaterThan(0);
    expect(Object.keys(trainers.body.list[0]).sort()).toEqual(['first_name', 'id', 'last_name', 'photo', 'role']);
  });
});
