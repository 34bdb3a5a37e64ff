/** The blog: reading (published for everyone, drafts for their author and admins), filtering by tags and categories, and writing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '../../src/config/blog';
import { MESSAGES } from '../../src/config/messages';
import { client, DEMO, snapshot, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let http: ReturnType<typeof client>;
let trainer: string;
let trainer2: string;
let athlete: string;
let admin: string;

const BLOG_TABLES = ['blog_post', 'blog_category', 'blog_tag', 'blog_post_category', 'blog_post_tag'];
const M = '/sportlink/member/lambda/blog';
const T = '/sportlink/trainer/lambda/blog';
const A = '/sportlink/admin/lambda/blog';
const ids = (res: { body: { list: Array<{ id: number }> } }) => res.body.list.map((p) => p.id);
const db = () => server.database.db;

beforeAll(async () => {
  server = await startServer();
  http = client(server);
  trainer = await http.login(DEMO.trainer.email, 'trainer');
  trainer2 = await http.login(DEMO.trainer2.email, 'trainer');
  athlete = await http.login(DEMO.athlete.email, 'member');
  admin = await http.login(DEMO.admin.email, 'admin');
});
afterAll(() => server?.close());

describe('reading the blog', () => {
  it('a visitor reads the published posts newest first, with author, categories, tags and a summary', async () => {
    const res = await http.get(`${M}/all`, null);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([4, 3, 2, 1]);
    expect(res.body).toMatchObject({ error: false, total: 4, page: 1, limit: 10, num_pages: 1 });
    const first = res.body.list.find((p: { id: number }) => p.id === 1);
    expect(first).toMatchObject({
      title: 'Five rules for your first strength block',
      slug: 'five-rules-for-your-first-strength-block',
      status: 'published',
      summary: 'Start light, log everything, and let the weights come to you.',
      author: { id: 3, first_name: 'Tara', last_name: 'Stone', photo: null },
      categories: [{ name: 'Training', slug: 'training' }],
      tags: [
        { name: 'beginners', slug: 'beginners' },
        { name: 'strength', slug: 'strength' },
      ],
    });
    expect(first.published_at).toEqual(expect.any(String));
    expect(first).not.toHaveProperty('body');
    expect(first.author).not.toHaveProperty('email');
    // Without an excerpt, the summary is the body's start as plain text.
    const second = res.body.list.find((p: { id: number }) => p.id === 2);
    expect(second.excerpt).toBeNull();
    expect(second.summary).toMatch(/^Most first 10Ks are lost in the first kilometre\. Run it slower than/);
    expect(second.summary).not.toContain('*');
  });

  it('turns pages', async () => {
    const res = await http.get(`${M}/all?size=3&page=2`, null);
    expect(ids(res)).toEqual([1]);
    expect(res.body).toMatchObject({ total: 4, page: 2, limit: 3, num_pages: 2 });
    expect((await http.get(`${M}/all?size=0`, null)).status).toBe(400);
  });

  it('opens a post with its body as written', async () => {
    const res = await http.get(`${M}/single/1`, null);
    expect(res.status).toBe(200);
    expect(res.body.model).toMatchObject({ id: 1, title: 'Five rules for your first strength block', status: 'published' });
    expect(res.body.model.body).toContain('## Start lighter than you think');
    const missing = await http.get(`${M}/single/999`, null);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(BLOG_MESSAGES.postNotFound);
    expect((await http.get(`${M}/single/abc`, null)).status).toBe(400);
  });

  it('shows a draft only to its author and admins', async () => {
    for (const [path, token] of [[M, null], [M, athlete], [T, trainer2]] as const) {
      const res = await http.get(`${path}/single/5`, token);
      expect(res.status).toBe(404);
      expect((await http.get(`${path}/all?status=draft`, token)).body.list).toEqual([]);
    }
    expect((await http.get(`${T}/single/5`, trainer)).body.model).toMatchObject({ id: 5, status: 'draft', published_at: null });
    expect((await http.get(`${A}/single/5`, admin)).body.model.status).toBe('draft');
    expect(ids(await http.get(`${T}/all?status=draft`, trainer))).toEqual([5]);
    expect(ids(await http.get(`${A}/all?status=draft`, admin))).toEqual([5]);
    // The public list never shows drafts, even to their author.
    expect(ids(await http.get(`${T}/all`, trainer))).toEqual([4, 3, 2, 1]);
  });

  it('lists the caller’s own posts, drafts included, and asks a visitor to sign in', async () => {
    expect(ids(await http.get(`${T}/all?mine=true`, trainer))).toEqual([5, 3, 1]);
    expect(ids(await http.get(`${T}/all?mine=true`, trainer2))).toEqual([4, 2]);
    expect(ids(await http.get(`${T}/all?mine=true&status=published`, trainer))).toEqual([3, 1]);
    const anon = await http.get(`${M}/all?mine=true`, null);
    expect(anon.status).toBe(401);
    expect(anon.body.message).toBe(BLOG_MESSAGES.mineNeedsSignIn);
  });

  it('refuses a token on another role’s path', async () => {
    expect((await http.get(`${A}/all`, trainer)).status).toBe(403);
    expect((await http.get(`${T}/all`, athlete)).status).toBe(403);
  });

  it('lists categories and tags with their published posts counted', async () => {
    const categories = await http.get(`${M}/category`, null);
    expect(categories.status).toBe(200);
    expect(categories.body.list.map((c: { slug: string; post_count: number }) => [c.slug, c.post_count])).toEqual([
      ['nutrition', 1],
      ['recovery', 1],
      ['training', 2],
    ]);
    expect(categories.body.list[0]).toMatchObject({ name: 'Nutrition', description: 'Posts about nutrition.' });
    const tags = await http.get(`${M}/tags`, null);
    expect(tags.body.list.map((t: { slug: string; post_count: number }) => [t.slug, t.post_count])).toEqual([
      ['beginners', 2],
      ['mobility', 1],
      ['running', 2],
      ['sleep', 1],
      ['strength', 1],
    ]);
  });
});

describe('filtering by tags and categories', () => {
  const filter = (query: string) => http.get(`${M}/filter?${query}`, null);

  it('with rule any, finds posts with at least one of them', async () => {
    expect(ids(await filter('tags=running&tags=sleep'))).toEqual([4, 3, 2]);
    expect(ids(await filter('tags=running&tags=sleep&rule=any'))).toEqual([4, 3, 2]);
    expect(ids(await filter('tags=strength&categories=recovery'))).toEqual([3, 1]);
    expect(ids(await filter('categories=training'))).toEqual([2, 1]);
    expect(ids(await filter('tags=running&tags=nobody-uses-this'))).toEqual([4, 2]);
  });

  it('with rule all, finds posts with every one of them', async () => {
    expect(ids(await filter('tags=running&tags=beginners&rule=all'))).toEqual([2]);
    expect(ids(await filter('tags=beginners&categories=training&rule=all'))).toEqual([2, 1]);
    expect(ids(await filter('tags=strength&categories=recovery&rule=all'))).toEqual([]);
    expect(ids(await filter('tags=running&tags=nobody-uses-this&rule=all'))).toEqual([]);
  });

  it('never shows a draft, and without filters shows every published post', async () => {
    expect(ids(await http.get(`${T}/filter?tags=strength`, trainer))).toEqual([1]);
    expect(ids(await filter(''))).toEqual([4, 3, 2, 1]);
    const page = await filter('tags=beginners&size=1&page=2');
    expect(ids(page)).toEqual([1]);
    expect(page.body).toMatchObject({ total: 2, num_pages: 2 });
  });

  it('refuses a malformed filter with a message', async () => {
    for (const q of ['tags=Not%20A%20Slug', 'rule=some', 'categories=', 'page=0']) {
      const res = await filter(q);
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toBeTruthy();
    }
  });
});

describe('writing posts', () => {
  const termsOf = async (postId: number) => {
    const res = await http.get(`${A}/single/${postId}`, admin);
    return {
      categories: res.body.model.categories.map((c: { slug: string }) => c.slug),
      tags: res.body.model.tags.map((t: { slug: string }) => t.slug),
    };
  };

  it('a trainer publishes a post with new and known categories and tags, as its author', async () => {
    const res = await http.post(
      `${T}/create`,
      { title: '  Mobility for lifters ', body: 'Move **well**, then move a lot.', status: 'published', categories: ['Training', 'Mobility Work'], tags: ['Mobility', 'hip openers', 'strength ', 'STRENGTH'] },
      trainer,
    );
    expect(res.status, res.text).toBe(200);
    const id = res.body.data;
    const row = await db().selectFrom('blog_post').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ author_id: 3, title: 'Mobility for lifters', slug: 'mobility-for-lifters', status: 'published', excerpt: null, cover: null });
    expect(row.published_at).toEqual(expect.any(String));
    expect(await termsOf(id)).toEqual({ categories: ['mobility-work', 'training'], tags: ['hip-openers', 'mobility', 'strength'] });
    // Known names are reused, not doubled; new ones keep the name as written.
    expect((await db().selectFrom('blog_tag').select('id').where('slug', '=', 'strength').execute()).length).toBe(1);
    expect((await db().selectFrom('blog_tag').select('name').where('slug', '=', 'hip-openers').executeTakeFirstOrThrow()).name).toBe('hip openers');
    expect(ids(await http.get(`${M}/filter?tags=hip-openers`, null))).toEqual([id]);
  });

  it('a draft is dated when first published; its slug follows the title until then', async () => {
    const id = (await http.post(`${T}/create`, { title: 'Warm-up ideas', body: 'Draft text.' }, trainer2)).body.data;
    let row = await db().selectFrom('blog_post').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'draft', published_at: null, slug: 'warm-up-ideas', author_id: 4 });
    expect((await http.put(`${T}/edit/${id}`, { title: 'Warm-up ideas that work' }, trainer2)).status).toBe(200);
    expect((await http.put(`${T}/edit/${id}`, { status: 'published' }, trainer2)).status).toBe(200);
    row = await db().selectFrom('blog_post').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.slug).toBe('warm-up-ideas-that-work');
    const firstPublished = row.published_at;
    expect(firstPublished).toEqual(expect.any(String));
    await http.put(`${T}/edit/${id}`, { title: 'Renamed after publishing', status: 'draft' }, trainer2);
    await http.put(`${T}/edit/${id}`, { status: 'published' }, trainer2);
    row = await db().selectFrom('blog_post').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ slug: 'warm-up-ideas-that-work', published_at: firstPublished, title: 'Renamed after publishing' });
  });

  it('gives two posts with one title different slugs', async () => {
    const a = (await http.post(`${T}/create`, { title: 'Week one', body: 'A' }, trainer)).body.data;
    const b = (await http.post(`${T}/create`, { title: 'Week one', body: 'B' }, trainer2)).body.data;
    const slugs = await db().selectFrom('blog_post').select(['id', 'slug']).where('id', 'in', [a, b]).orderBy('id').execute();
    expect(slugs.map((s) => s.slug)).toEqual(['week-one', `week-one-${b}`]);
  });

  it('replaces the tags and categories only when they are sent', async () => {
    const id = (await http.post(`${T}/create`, { title: 'Tag swap', body: 'Body', tags: ['sleep'], categories: ['Recovery'] }, trainer)).body.data;
    expect((await http.put(`${T}/edit/${id}`, { tags: ['running', 'Mobility'] }, trainer)).status).toBe(200);
    expect(await termsOf(id)).toEqual({ categories: ['recovery'], tags: ['mobility', 'running'] });
    expect((await http.put(`${T}/edit/${id}`, { excerpt: 'Short.' }, trainer)).status).toBe(200);
    expect(await termsOf(id)).toEqual({ categories: ['recovery'], tags: ['mobility', 'running'] });
    expect((await http.put(`${T}/edit/${id}`, { categories: [] }, trainer)).status).toBe(200);
    expect(await termsOf(id)).toEqual({ categories: [], tags: ['mobility', 'running'] });
  });

  it('a trainer changes and deletes only their own posts; an admin any', async () => {
    const before = await snapshot(server.database, BLOG_TABLES);
    const published = await http.put(`${T}/edit/1`, { title: 'Taken over' }, trainer2);
    expect(published.status).toBe(403);
    expect(published.body.message).toBeTruthy();
    expect((await http.put(`${T}/edit/5`, { title: 'Taken over' }, trainer2)).status).toBe(404);
    expect((await http.del(`${T}/delete/1`, trainer2)).status).toBe(403);
    expect((await http.del(`${T}/delete/5`, trainer2)).status).toBe(404);
    expect(await snapshot(server.database, BLOG_TABLES)).toBe(before);

    const edited = await http.put(`${A}/edit/1`, { excerpt: 'Edited by the editors.', tags: ['strength', 'beginners', 'editors pick'] }, admin);
    expect(edited.status, edited.text).toBe(200);
    const row = await db().selectFrom('blog_post').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ author_id: 3, excerpt: 'Edited by the editors.' });
    const adminsOwn = await http.post(`${A}/create`, { title: 'From the editors', body: 'Welcome to the blog.', status: 'published' }, admin);
    expect(adminsOwn.status).toBe(200);
    expect((await db().selectFrom('blog_post').select('author_id').where('id', '=', adminsOwn.body.data).executeTakeFirstOrThrow()).author_id).toBe(2);
    expect((await http.del(`${A}/delete/${adminsOwn.body.data}`, admin)).status).toBe(200);
  });

  it('athletes and visitors cannot write, and nothing is written', async () => {
    const before = await snapshot(server.database, BLOG_TABLES);
    const post = { title: 'Hello', body: 'World', tags: ['spam'] };
    const anon = await http.post(`${M}/create`, post, null);
    expect(anon.status).toBe(401);
    expect(anon.body.message).toBeTruthy();
    const asAthlete = await http.post(`${M}/create`, post, athlete);
    expect(asAthlete.status).toBe(403);
    expect(asAthlete.body.message).toBeTruthy();
    expect((await http.post(`${T}/create`, post, athlete)).status).toBe(403);
    expect((await http.put(`${M}/edit/1`, { title: 'Mine now' }, athlete)).status).toBe(403);
    expect((await http.del(`${M}/delete/1`, null)).status).toBe(401);
    expect(await snapshot(server.database, BLOG_TABLES)).toBe(before);
  });

  it('a deactivated trainer reads the blog but cannot write', async () => {
    await db().updateTable('user').set({ status: 0 }).where('id', '=', 4).execute();
    try {
      const before = await snapshot(server.database, BLOG_TABLES);
      for (const res of [
        await http.post(`${T}/create`, { title: 'While deactivated', body: 'No', tags: ['new-tag'] }, trainer2),
        await http.put(`${T}/edit/2`, { title: 'Changed' }, trainer2),
        await http.put(`${T}/edit/2`, { tags: ['other'] }, trainer2),
        await http.del(`${T}/delete/2`, trainer2),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(MESSAGES.accountDeactivated);
      }
      expect(await snapshot(server.database, BLOG_TABLES)).toBe(before);
      expect((await http.get(`${T}/all?mine=true`, trainer2)).status).toBe(200);
      expect((await http.get(`${T}/single/2`, trainer2)).status).toBe(200);
    } finally {
      await db().updateTable('user').set({ status: 1 }).where('id', '=', 4).execute();
    }
  });

  it('refuses bad input with a message at the field, and writes nothing', async () => {
    const before = await snapshot(server.database, BLOG_TABLES);
    const cases: Array<[unknown, number, string?]> = [
      [{ body: 'No title' }, 400],
      [{ title: 'No body' }, 400],
      [{ title: '   ', body: 'Blank title' }, 422, 'title'],
      [{ title: 'Blank body', body: ' \n ' }, 422, 'body'],
      [{ title: 'x'.repeat(161), body: 'Long title' }, 400],
      [{ title: 'Long excerpt', body: 'B', excerpt: 'x'.repeat(301) }, 400],
      [{ title: 'Bad cover', body: 'B', cover: 'javascript:alert(1)' }, 422, 'cover'],
      [{ title: 'Bad status', body: 'B', status: 'archived' }, 400],
      [{ title: 'Too many tags', body: 'B', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 400],
      [{ title: 'Too many categories', body: 'B', categories: ['a', 'b', 'c', 'd', 'e', 'f'] }, 400],
      [{ title: 'Bad tag', body: 'B', tags: ['good-one', '!!!'] }, 422, 'tags'],
      [{ title: 'Bad category', body: 'B', categories: ['  '] }, 422, 'categories'],
      [{ title: 'Owner', body: 'B', author_id: 4 }, 400],
      ['not json', 400],
    ];
    for (const [body, status, field] of cases) {
      const res = await http.raw.post(`${T}/create`, body, trainer); // deliberately outside the contract
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error).toBe(true);
      expect(res.body.message).toBeTruthy();
      if (field) expect(res.body.validation?.[field], JSON.stringify(body)).toBeTruthy();
    }
    expect((await http.post(`${T}/create`, { title: 'Bad tag', body: 'B', tags: ['!!!'] }, trainer)).body.message).toBe(BLOG_MESSAGES.termNameInvalid('tag'));
    expect((await http.put(`${T}/edit/1`, {}, trainer)).status).toBe(400);
    expect((await http.put(`${T}/edit/1`, { title: ' ' }, trainer)).status).toBe(422);
    expect((await http.put(`${T}/edit/1`, { tags: ['fine', '%%'] }, trainer)).status).toBe(422);
    expect(await snapshot(server.database, BLOG_TABLES)).toBe(before);
  });

  it('keeps a cover that is an upload or an https address', async () => {
    for (const cover of ['/uploads/2026/11/abc.jpg', 'https://images.example.test/cover.png']) {
      const res = await http.post(`${T}/create`, { title: `Cover ${cover}`, body: 'B', cover }, trainer);
      expect(res.status, res.text).toBe(200);
      expect((await db().selectFrom('blog_post').select('cover').where('id', '=', res.body.data).executeTakeFirstOrThrow()).cover).toBe(cover);
    }
  });

  it('deletes a post with its links, keeping the tags and categories', async () => {
    const id = (await http.post(`${T}/create`, { title: 'Short-lived', body: 'B', tags: ['ephemeral'], categories: ['Training'] }, trainer)).body.data;
    const res = await http.del(`${T}/delete/${id}`, trainer);
    expect(res.body).toEqual({ error: false, data: id });
    expect(await db().selectFrom('blog_post_tag').select('id').where('post_id', '=', id).execute()).toEqual([]);
    expect(await db().selectFrom('blog_post_category').select('id').where('post_id', '=', id).execute()).toEqual([]);
    expect(await db().selectFrom('blog_tag').select('id').where('slug', '=', 'ephemeral').executeTakeFirst()).toBeTruthy();
    expect((await http.get(`${T}/single/${id}`, trainer)).status).toBe(404);
    expect((await http.del(`${T}/delete/${id}`, trainer)).status).toBe(404);
  });

  it('writes a post once when the same request is sent again with its Idempotency-Key', async () => {
    const send = () => http.call('POST', `${T}/create`, { token: trainer, body: { title: 'Sent twice', body: 'Once', tags: ['twice'] }, headers: { 'idempotency-key': 'blog-create-key-1' } });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await db().selectFrom('blog_post').select('id').where('title', '=', 'Sent twice').execute()).length).toBe(1);
  });
});
