/** The CMS: everyone reads a page's entries; admins add and change them; values read as their type; one entry per page and key. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_DEFAULTS, CMS_MESSAGES } from '../../src/config/cms';
import { MESSAGES } from '../../src/config/messages';
import { client, DEMO, snapshot, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let trainer: string;
let athlete: string;
let admin: string;

const ADD = '/sportlink/admin/lambda/cms';
const edit = (id: number) => `/sportlink/admin/lambda/cms/edit/${id}` as const;
const page = (name: string, role = 'member') => `/sportlink/${role}/lambda/cms/page/${name}`;
const db = () => server.database.db;
const idOf = async (p: string, key: string) => Number((await db().selectFrom('cms').select('id').where('page', '=', p).where('key', '=', key).executeTakeFirstOrThrow()).id);

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  athlete = await http.login(DEMO.athlete.email, 'member');
  admin = await http.login(DEMO.admin.email, 'admin');
});
afterAll(() => server?.close());

describe('reading a page', () => {
  it('anyone reads a page’s entries, by key, signed in or not', async () => {
    const res = await http.get(page('home'), null);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: false, page: 'home' });
    expect(res.body.list.map((e: { key: string; value: string }) => [e.key, e.value])).toEqual([
      ['hero_subtitle', CMS_DEFAULTS.home.hero_subtitle],
      ['hero_title', CMS_DEFAULTS.home.hero_title],
    ]);
    expect(res.body.list[0]).toMatchObject({ page: 'home', type: 'text', id: expect.any(Number), updated_at: expect.any(String) });
    for (const [role, token] of [['member', athlete], ['trainer', trainer], ['admin', admin]] as const) {
      expect((await http.get(page('home', role), token)).body.list).toHaveLength(2);
    }
    const faq = await http.get(page('faq'), null);
    const items = faq.body.list.find((e: { key: string }) => e.key === 'items');
    expect(items.type).toBe('json');
    expect(JSON.parse(items.value)).toEqual(CMS_DEFAULTS.faq.items);
  });

  it('answers an empty list for a page without entries, and 400 for a malformed page name', async () => {
    expect((await http.get(page('nothing-here'), null)).body).toEqual({ error: false, page: 'nothing-here', list: [] });
    const bad = await http.get(page('Home!'), null);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
  });
});

describe('writing entries', () => {
  it('an admin adds an entry and the page shows it', async () => {
    const res = await http.post(ADD, { page: 'home', key: 'promo', type: 'markdown', value: '**Spring sale**: 20% off' }, admin);
    expect(res.status, res.text).toBe(200);
    const row = await db().selectFrom('cms').selectAll().where('id', '=', res.body.data).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ page: 'home', key: 'promo', type: 'markdown', value: '**Spring sale**: 20% off' });
    expect((await http.get(page('home'), null)).body.list.map((e: { key: string }) => e.key)).toEqual(['hero_subtitle', 'hero_title', 'promo']);
    // The type defaults to text.
    const plain = await http.post(ADD, { page: 'about', key: 'intro', value: 'Hello' }, admin);
    expect((await db().selectFrom('cms').select('type').where('id', '=', plain.body.data).executeTakeFirstOrThrow()).type).toBe('text');
  });

  it('an admin changes an entry’s value, and the page reads the new one', async () => {
    const id = await idOf('home', 'hero_title');
    const res = await http.put(edit(id), { value: 'Coaching that fits your week' }, admin);
    expect(res.body).toEqual({ error: false, data: id });
    expect((await http.get(page('home'), null)).body.list.find((e: { key: string }) => e.key === 'hero_title').value).toBe('Coaching that fits your week');
    await http.put(edit(id), { value: CMS_DEFAULTS.home.hero_title }, admin);
  });

  it('keeps one entry per page and key', async () => {
    const before = await snapshot(server.database, ['cms']);
    const twin = await http.post(ADD, { page: 'home', key: 'hero_title', value: 'Again' }, admin);
    expect(twin.status).toBe(409);
    expect(twin.body.message).toBe(CMS_MESSAGES.duplicate('home', 'hero_title'));
    const renamed = await http.put(edit(await idOf('home', 'hero_subtitle')), { key: 'hero_title' }, admin);
    expect(renamed.status).toBe(409);
    expect(await snapshot(server.database, ['cms'])).toBe(before);
    // The same key on another page is another entry.
    expect((await http.post(ADD, { page: 'landing', key: 'hero_title', value: 'Landing' }, admin)).status).toBe(200);
  });

  it('refuses a json entry that does not parse, however it gets there', async () => {
    const before = await snapshot(server.database, ['cms']);
    const added = await http.post(ADD, { page: 'faq', key: 'broken', type: 'json', value: '{"question": ' }, admin);
    expect(added.status).toBe(422);
    expect(added.body.validation).toEqual({ value: CMS_MESSAGES.jsonInvalid });
    expect((await http.put(edit(await idOf('faq', 'items')), { value: '[{"question": "Q"' }, admin)).status).toBe(422);
    // A text entry turned into json must already hold JSON.
    expect((await http.put(edit(await idOf('faq', 'title')), { type: 'json' }, admin)).status).toBe(422);
    expect(await snapshot(server.database, ['cms'])).toBe(before);
    expect((await http.put(edit(await idOf('faq', 'items')), { value: '[]' }, admin)).status).toBe(200);
    await http.put(edit(await idOf('faq', 'items')), { value: JSON.stringify(CMS_DEFAULTS.faq.items) }, admin);
  });

  it('refuses malformed input with a message and writes nothing', async () => {
    const before = await snapshot(server.database, ['cms']);
    const cases: Array<[unknown, number]> = [
      [{ page: 'home', key: 'no_value' }, 400],
      [{ page: 'Home Page', key: 'x', value: 'v' }, 400],
      [{ page: 'home', key: 'Bad Key', value: 'v' }, 400],
      [{ page: 'home', key: 'x', type: 'html', value: '<b>v</b>' }, 400],
      [{ page: 'home', key: 'x', value: 'v', id: 1 }, 400],
      [{ page: 'home', key: 'x', value: 'x'.repeat(20_001) }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await http.raw.post(ADD, body, admin); // deliberately outside the contract
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body.message).toBeTruthy();
    }
    expect((await http.put(edit(await idOf('home', 'hero_title')), {}, admin)).status).toBe(400);
    const missing = await http.put(edit(99_999), { value: 'x' }, admin);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBeTruthy();
    expect(await snapshot(server.database, ['cms'])).toBe(before);
  });

  it('only admins write: visitors, athletes, trainers and a deactivated admin are refused', async () => {
    const before = await snapshot(server.database, ['cms']);
    const entry = { page: 'home', key: 'takeover', value: 'Hi' };
    const id = await idOf('home', 'hero_title');
    const refused = [
      [await http.post(ADD, entry, null), 401],
      [await http.post('/sportlink/member/lambda/cms', entry, athlete), 403],
      [await http.post('/sportlink/trainer/lambda/cms', entry, trainer), 403],
      [await http.post(ADD, entry, trainer), 403],
      [await http.put(`/sportlink/trainer/lambda/cms/edit/${id}`, { value: 'Mine' }, trainer), 403],
      [await http.put(edit(id), { value: 'Mine' }, null), 401],
    ] as const;
    for (const [res, status] of refused) {
      expect(res.status).toBe(status);
      expect(res.body.message).toBeTruthy();
    }
    await db().updateTable('user').set({ status: 0 }).where('id', '=', 2).execute();
    try {
      const res = await http.put(edit(id), { value: 'While deactivated' }, admin);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MESSAGES.accountDeactivated);
      expect((await http.get(page('home', 'admin'), admin)).status).toBe(200);
    } finally {
      await db().updateTable('user').set({ status: 1 }).where('id', '=', 2).execute();
    }
    expect(await snapshot(server.database, ['cms'])).toBe(before);
  });
});

describe('the admin’s CMS screen', () => {
  it('lists the entries of one page and changes a value through the simple-REST face', async () => {
    const res = await http.get(`/admin-rest/cms?filter=${encodeURIComponent(JSON.stringify({ page: 'faq' }))}&sort=${encodeURIComponent('["key","ASC"]')}`, admin);
    expect(res.status).toBe(200);
    expect(res.body.map((e: { key: string }) => e.key)).toEqual(['items', 'title']);
    expect(res.headers.get('content-range')).toBe('cms 0-1/2');
    const title = res.body[1];
    const put = await http.put(`/admin-rest/cms/${title.id}`, { ...title, value: 'Questions, answered' }, admin);
    expect(put.status, put.text).toBe(200);
    expect((await http.get(page('faq'), null)).body.list.find((e: { key: string }) => e.key === 'title').value).toBe('Questions, answered');
    const bad = await http.put(`/admin-rest/cms/${res.body[0].id}`, { ...res.body[0], value: 'not json' }, admin);
    expect(bad.status).toBe(422);
    expect((await http.get('/admin-rest/cms', trainer)).status).toBe(403);
  });
});
