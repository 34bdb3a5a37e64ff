/**
 * What crawlers read before the pages: /robots.txt (the private areas and the API left out, the sitemap named) and
 * /sitemap.xml (the open pages, every published program, every post, and every active trainer with a published
 * program; no draft), with absolute addresses from APP_URL.
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './html';
import { DEFAULT_LOCALE, LOCALES, localizedPath } from '../src/config/locales';
import { blogPostPath, programPath, trainerPath } from '../src/config/pages';

const day = (iso: unknown) => (typeof iso === 'string' && iso ? iso.slice(0, 10) : null);

export function registerSiteFiles(app: FastifyInstance) {
  const base = app.config.appUrl;
  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /trainer/',
      'Disallow: /athlete/',
      'Allow: /athlete/program/',
      'Allow: /athlete/trainer-details',
      'Disallow: /v1/',
      `Sitemap: ${base}/sitemap.xml`,
    ];
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const db = app.database.db;
    const programs = await db.selectFrom('program').select(['id', 'updated_at']).where('status', '=', 'published').orderBy('id').execute();
    const posts = await db.selectFrom('blog_post').select(['id', 'updated_at']).where('status', '=', 'published').orderBy('id').execute();
    const trainers = await db
      .selectFrom('user')
      .select(['user.id', 'user.updated_at'])
      .where('user.role', '=', 'trainer')
      .where('user.status', '=', 1)
      .where((eb) => eb.exists(eb.selectFrom('program').select('program.id').whereRef('program.trainer_id', '=', 'user.id').where('program.status', '=', 'published')))
      .orderBy('user.id')
      .execute();
    const entries: Array<{ path: string; lastmod: string | null }> = [
      { path: '/', lastmod: null },
      { path: '/blog', lastmod: null },
      { path: '/faq', lastmod: null },
      ...programs.map((p) => ({ path: programPath(Number(p.id)), lastmod: day(p.updated_at) })),
      ...trainers.map((t) => ({ path: trainerPath(Number(t.id)), lastmod: day(t.updated_at) })),
      ...posts.map((p) => ({ path: blogPostPath(Number(p.id)), lastmod: day(p.updated_at) })),
    ];
    // Each address with its other languages (the same page with `?lang=`), as the pages' own hreflang links name them.
    const alternates = (path: string) =>
      [...LOCALES.map((l) => ({ hreflang: l.code, path: localizedPath(path, l.code) })), { hreflang: 'x-default', path: localizedPath(path, DEFAULT_LOCALE) }]
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(`${base}${a.path}`)}"/>`)
        .join('');
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries.map((e) => `  <url><loc>${escapeHtml(`${base}${e.path}`)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}${alternates(e.path)}</url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
  });
}
