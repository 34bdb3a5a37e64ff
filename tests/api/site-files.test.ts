/**
 * What crawlers read (issue: a storefront search engines see): /robots.txt names the sitemap and keeps them out of the
 * private areas and the API; /sitemap.xml lists the open pages, every published program and post, and every active
 * trainer with a published program, checked against the database, with no draft, program in review or archive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const get = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));

describe('robots.txt', () => {
  it('names the sitemap at the site’s address and keeps crawlers out of the private areas and the API', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/plain/);
    const lines = res.text.trim().split('\n');
    expect(lines).toContain('Sitemap: http://app.test/sitemap.xml');
    for (const rule of ['Disallow: /admin', 'Disallow: /trainer/', 'Disallow: /v1/', 'Allow: /athlete/program/', 'Allow: /athlete/trainer-details']) expect(lines).toContain(rule);
  });
});

describe('sitemap.xml', () => {
  it('lists every published program, post and trainer with a published program, and nothing else', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/xml/);
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    // Each page names its French address and the default, as its own hreflang links do.
    expect(res.text).toContain('<url><loc>http://app.test/blog</loc><xhtml:link rel="alternate" hreflang="en" href="http://app.test/blog"/><xhtml:link rel="alternate" hreflang="fr" href="http://app.test/blog?lang=fr"/><xhtml:link rel="alternate" hreflang="x-default" href="http://app.test/blog"/></url>');
    expect(res.text).toContain('<xhtml:link rel="alternate" hreflang="fr" href="http://app.test/athlete/trainer-details?trainerId=3&amp;lang=fr"/>');
    const listed = locs(res.text);
    const programs = await db().selectFrom('program').select(['id', 'status', 'trainer_id']).execute();
    const posts = await db().selectFrom('blog_post').select(['id', 'status']).execute();
    const published = programs.filter((p) => p.status === 'published');
    expect(published.length).toBeGreaterThan(0);
    expect(programs.some((p) => p.status !== 'published')).toBe(true);
    expect(listed.filter((l) => l.includes('/athlete/program/')).sort()).toEqual(published.map((p) => `http://app.test/athlete/program/${p.id}`).sort());
    expect(listed.filter((l) => l.includes('/blog/')).sort()).toEqual(posts.filter((p) => p.status === 'published').map((p) => `http://app.test/blog/${p.id}`).sort());
    const sellers = [...new Set(published.map((p) => Number(p.trainer_id)))].sort((a, b) => a - b);
    expect(listed.filter((l) => l.includes('/athlete/trainer-details'))).toEqual(sellers.map((id) => `http://app.test/athlete/trainer-details?trainerId=${id}`));
    expect(listed.slice(0, 3)).toEqual(['http://app.test/', 'http://app.test/blog', 'http://app.test/faq']);
  });

  it('follows the content: a new draft stays out, and a deactivated trainer’s page leaves', async () => {
    const now = new Date().toISOString();
    const draft = await db().insertInto('program').values({ trainer_id: 3, title: 'Secret draft', price: 1000, currency: 'USD', pricing: 'one_time', status: 'draft', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await db().updateTable('user').set({ status: 0 }).where('id', '=', 4).execute();
    try {
      const listed = locs((await get('/sitemap.xml')).text);
      expect(listed).not.toContain(`http://app.test/athlete/program/${draft.id}`);
      expect(listed).not.toContain('http://app.test/athlete/trainer-details?trainerId=4');
      expect(listed).toContain('http://app.test/athlete/trainer-details?trainerId=3');
    } finally {
      await db().updateTable('user').set({ status: 1 }).where('id', '=', 4).execute();
      await db().deleteFrom('program').where('id', '=', draft.id).execute();
    }
  });
});
