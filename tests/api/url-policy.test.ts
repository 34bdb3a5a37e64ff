/**
 * The URL policy on the server (src/domain/url-policy.ts through the contract's `link` and `site-path` formats): every
 * URL field the records API and the lambdas write refuses another scheme and a path a browser would read as another
 * host, with a 422 naming the field, and writes nothing; the magic link's page and the OAuth start's redirect are
 * paths of this site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, snapshot, startServer, type Http, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
const token = { athlete: '', trainer: '', admin: '' };
const L = '/sportlink';
const R = '/records/sportlink';
const ATHLETE_ID = 5;
const TRAINER_PROGRAM = 1;

const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.test/x.png',
  '/\\evil.test/x.png',
  '/%5Cevil.test/x.png',
  '/\t/evil.test/x.png',
  ' https://cdn.example.test/x.png',
];
const LINK_RULE = 'must be an http(s) address or a path of this site';
const PATH_RULE = 'must be a path of this site';

/** Every table a refused call could have written to. */
const TABLES = ['user', 'athlete_profile', 'trainer_profile', 'program', 'exercise', 'library_item', 'post', 'blog_post', 'notification', 'auth_token', 'outbox'];

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  token.athlete = await http.login(DEMO.athlete.email, 'member');
  token.trainer = await http.login(DEMO.trainer.email, 'trainer');
  token.admin = await http.login(DEMO.admin.email, 'admin');
});
afterAll(() => server?.close());

/** Refused with 422 and a message naming the field and the rule, and nothing written. */
async function refusedEverywhere(field: string, call: (value: string) => Promise<Http>, rule = LINK_RULE, values = HOSTILE) {
  for (const value of values) {
    const before = await snapshot(server.database, TABLES);
    const res = await call(value);
    const what = `${field} = ${JSON.stringify(value)}: ${res.status} ${res.text}`;
    expect(res.status, what).toBe(422);
    expect(res.body.error, what).toBe(true);
    expect(res.body.message, what).toContain(`${field} ${rule}`);
    expect(res.body.validation?.[field], what).toBe(rule);
    expect(await snapshot(server.database, TABLES), what).toBe(before);
  }
}

describe('URL fields of the records API', () => {
  it('a user photo (the user changing their own)', async () => {
    await refusedEverywhere('photo', (photo) => http.put(`${R}/member/user/${ATHLETE_ID}`, { photo }, token.athlete));
    expect((await http.put(`${R}/member/user/${ATHLETE_ID}`, { photo: '/uploads/2026/11/me.png' }, token.athlete)).status).toBe(200);
  });

  it('a program cover (created and changed)', async () => {
    await refusedEverywhere('cover', (cover) => http.post(`${R}/trainer/program`, { title: 'Covered', price: 100, cover }, token.trainer));
    await refusedEverywhere('cover', (cover) => http.put(`${R}/trainer/program/${TRAINER_PROGRAM}`, { cover }, token.trainer));
    expect((await http.put(`${R}/trainer/program/${TRAINER_PROGRAM}`, { cover: 'https://cdn.example.test/cover.png' }, token.trainer)).status).toBe(200);
  });

  it("an exercise's video_url", async () => {
    await refusedEverywhere('video_url', (video_url) => http.post(`${R}/trainer/exercise`, { name: 'Goblet squat', video_url }, token.trainer));
    expect((await http.post(`${R}/trainer/exercise`, { name: 'Goblet squat', video_url: 'https://videos.example.test/squat.mp4' }, token.trainer)).status).toBe(200);
  });

  it("a library item's url", async () => {
    await refusedEverywhere('url', (url) => http.post(`${R}/member/library_item`, { kind: 'video', title: 'A video', url }, token.athlete));
    expect((await http.post(`${R}/member/library_item`, { kind: 'video', title: 'A video', url: '/uploads/2026/11/clip.mp4' }, token.athlete)).status).toBe(200);
  });

  it("a post's image", async () => {
    await refusedEverywhere('image', (image) => http.post(`${R}/trainer/post`, { body: 'Look', image }, token.trainer));
  });

  it("a blog post's cover", async () => {
    await refusedEverywhere('cover', (cover) => http.post(`${R}/trainer/blog_post`, { title: 'Covered post', body: 'Body', cover }, token.trainer));
  });

  it("a notification's link", async () => {
    await refusedEverywhere('link', (link) => http.post(`${R}/admin/notification`, { user_id: ATHLETE_ID, type: 'note', title: 'Hello', link }, token.admin));
    expect((await http.post(`${R}/admin/notification`, { user_id: ATHLETE_ID, type: 'note', title: 'Hello', link: '/athlete/feed' }, token.admin)).status).toBe(200);
  });

  it("through the admin's simple-REST face too", async () => {
    const current = (await http.get(`/admin-rest/programs/${TRAINER_PROGRAM}`, token.admin)).body;
    await refusedEverywhere('cover', (cover) => http.put(`/admin-rest/programs/${TRAINER_PROGRAM}`, { ...current, cover }, token.admin));
  });
});

describe('URL fields of the lambdas', () => {
  it('the photo of lambda update/photo', async () => {
    await refusedEverywhere('photo', (photo) => http.post(`${L}/member/lambda/update/photo`, { photo }, token.athlete));
    expect((await http.post(`${L}/member/lambda/update/photo`, { photo: 'https://img.example.test/me.png' }, token.athlete)).status).toBe(200);
  });

  it('the photo of lambda profile', async () => {
    await refusedEverywhere('photo', (photo) => http.post(`${L}/member/lambda/profile`, { photo }, token.athlete));
  });

  it('the photo of lambda profile/complete', async () => {
    await refusedEverywhere('photo', (photo) => http.post(`${L}/trainer/lambda/profile/complete`, { bio: 'A bio.', specialties: 'Running', photo }, token.trainer));
  });

  it('the cover of a blog post written through lambda blog', async () => {
    await refusedEverywhere('cover', (cover) => http.post(`${L}/trainer/lambda/blog/create`, { title: 'Covered', body: 'Body', cover }, token.trainer));
    const id = (await http.post(`${L}/trainer/lambda/blog/create`, { title: 'Covered', body: 'Body' }, token.trainer)).body.data;
    await refusedEverywhere('cover', (cover) => http.put(`${L}/trainer/lambda/blog/edit/${id}`, { cover }, token.trainer));
  });

  it("the magic link's page is a path of this site; nothing is issued or mailed otherwise", async () => {
    const generate = (url: string) => http.post(`${L}/member/lambda/magic-login/generate`, { email: DEMO.athlete.email, url });
    await refusedEverywhere('url', generate, PATH_RULE, [...HOSTILE, 'https://evil.test/magic-login/verify']);
    expect((await generate('/magic-login/verify')).status).toBe(200);
  });

  it("the OAuth start's redirect is a path of this site, refused before anything is started", async () => {
    for (const redirect of [...HOSTILE, 'https://evil.test/x']) {
      const res = await fetch(`${server.api}${L}/member/lambda/oidc/login?redirect_uri=${encodeURIComponent(redirect)}`, { redirect: 'manual', headers: { 'x-project': 'sportlink' } });
      const body = (await res.json()) as { error: boolean; message: string; validation?: Record<string, string> };
      expect(res.status, redirect).toBe(422);
      expect(body.message, redirect).toContain(`redirect_uri ${PATH_RULE}`);
      expect(body.validation?.redirect_uri, redirect).toBe(PATH_RULE);
      expect(res.headers.get('set-cookie'), redirect).toBeNull();
      expect(res.headers.get('location'), redirect).toBeNull();
    }
    // A path of this site passes the check (here no provider is configured, so the start answers 503).
    const ok = await fetch(`${server.api}${L}/member/lambda/oidc/login?redirect_uri=${encodeURIComponent('/athlete/feed')}`, { redirect: 'manual', headers: { 'x-project': 'sportlink' } });
    expect(ok.status).not.toBe(422);
  });
});
