/**
 * The storefront's open pages as search engines and link previews read them, without running any script (ADR 028):
 * each page's title, description, canonical address, language alternates, Open Graph and Twitter tags and JSON-LD,
 * checked against the database (a program's offer at today's price with its discount, its rating); not-found pages
 * answer 404; a hostile title cannot break out of the head. The web build here is a stand-in index.html and server
 * entry (the real one is drawn in the browser tests: tests/e2e/server-rendering.spec.ts), so what the server puts
 * around a drawn page is checked too.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salePrices } from '../../server/payments/pricing';
import { SERVER_ENTRY, SERVER_RENDER_ELEMENT_ID } from '../../src/config/server-render';
import { startServer, type TestServer } from '../helpers/server';

const BASE = 'http://app.test';
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Sportlink: training programs from real coaches." />
    <script type="module" crossorigin src="/assets/index-test.js"></script>
    <title>Sportlink</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
/** A stand-in server entry: draws the address and language it was asked for, and a data value with "</script>" in it. */
const ENTRY = `export async function render({ url, locale, transport }) {
  const answer = await transport(new Request('http://server.invalid/v1/api/status'));
  return { html: '<main data-drawn="' + url.replace(/"/g, '') + '">' + locale + ' ' + answer.status + '</main>', styles: '<style data-emotion="css x">.x{}</style>', queries: { queries: [{ note: '</script><script>alert(1)</script>' }] } };
}
`;

let server: TestServer;
let dist: string;
const db = () => server.database.db;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sportlink-pages-'));
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  mkdirSync(dirname(join(dist, SERVER_ENTRY)));
  writeFileSync(join(dist, SERVER_ENTRY), ENTRY);
  server = await startServer({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Page {
  status: number;
  type: string;
  html: string;
  title: string | undefined;
  meta: (key: string) => string | undefined;
  metas: (key: string) => string[];
  link: (rel: string) => string | undefined;
  alternates: Record<string, string>;
  jsonLd: Record<string, unknown>[];
  lang: string | undefined;
}

const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** A page as a crawler gets it: the HTML, read with no script run. */
async function open(path: string, method: 'GET' | 'HEAD' = 'GET'): Promise<Page> {
  const res = await fetch(`${server.url}${path}`, { method });
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = (key: string) => [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)].filter((m) => m[1] === key).map((m) => unescape(m[2]));
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    html,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] && unescape(/<title>([^<]*)<\/title>/.exec(head)![1]),
    meta: (key) => metas(key)[0],
    metas,
    link: (rel) => {
      const m = new RegExp(`<link rel="${rel}" href="([^"]+)" />`).exec(head);
      return m ? unescape(m[1]) : undefined;
    },
    alternates: Object.fromEntries([...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], unescape(m[2])])),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>),
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
  };
}

/** What every found page carries: one title and description, the canonical address, its previews and alternates. */
function expectSharable(page: Page, canonical: string) {
  expect(page.status).toBe(200);
  expect(page.type).toMatch(/^text\/html/);
  expect(page.html.match(/<title>/g)).toHaveLength(1);
  expect(page.metas('description')).toHaveLength(1);
  expect(page.meta('description')!.length).toBeGreaterThan(20);
  expect(page.meta('description')!.length).toBeLessThanOrEqual(160);
  expect(page.link('canonical')).toBe(canonical);
  expect(page.meta('og:url')).toBe(canonical);
  expect(page.meta('og:title')).toBe(page.title);
  expect(page.meta('og:description')).toBe(page.meta('description'));
  expect(page.meta('og:image')).toMatch(/^https?:\/\//);
  expect(page.meta('og:site_name')).toBe('Sportlink');
  expect(page.meta('twitter:card')).toBe('summary_large_image');
  expect(page.meta('twitter:title')).toBe(page.title);
  expect(page.meta('twitter:image')).toBe(page.meta('og:image'));
  const path = canonical.slice(BASE.length).replace(/[?&]lang=fr/, '');
  const fr = path.includes('?') ? `${BASE}${path}&lang=fr` : `${BASE}${path}?lang=fr`;
  expect(page.alternates).toEqual({ en: `${BASE}${path}`, fr, 'x-default': `${BASE}${path}` });
}

describe('program pages', () => {
  it('carry the program’s title, description, offer at today’s price (its discount applied) and rating', async () => {
    const programs = await db().selectFrom('program').selectAll().where('status', '=', 'published').orderBy('id').execute();
    const prices = await salePrices(server.database, programs.map((p) => ({ id: p.id, price: p.price })));
    // The demo data has a program on sale: its offer is the lowered price, not the list price.
    expect(programs.some((p, i) => prices[i]! < Number(p.price))).toBe(true);
    for (const [i, program] of programs.entries()) {
      const page = await open(`/athlete/program/${program.id}`);
      expectSharable(page, `${BASE}/athlete/program/${program.id}`);
      expect(page.title).toBe(`${program.title} | Sportlink`);
      expect(page.meta('description')).toBe(program.description);
      expect(page.meta('og:type')).toBe('product');
      const [product] = page.jsonLd;
      expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: program.title, url: `${BASE}/athlete/program/${program.id}` });
      expect(product.offers).toMatchObject({ '@type': 'Offer', price: (prices[i]! / 100).toFixed(2), priceCurrency: program.currency, availability: 'https://schema.org/InStock' });
      const trainer = await db().selectFrom('user').select(['id', 'first_name', 'last_name']).where('id', '=', program.trainer_id).executeTakeFirstOrThrow();
      expect(product.brand).toEqual({ '@type': 'Person', name: `${trainer.first_name} ${trainer.last_name}`, url: `${BASE}/athlete/trainer-details?trainerId=${trainer.id}` });
      if (Number(program.rating_count) > 0) {
        expect(product.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: Number(Number(program.rating_avg).toFixed(2)), reviewCount: Number(program.rating_count), bestRating: 5, worstRating: 1 });
      } else {
        expect(product.aggregateRating).toBeUndefined();
      }
    }
  });

  it('follow the database: a new discount lowers the offer, a cover becomes the preview image, a rating shows', async () => {
    const now = new Date();
    const id = Number(
      (
        await db()
          .insertInto('program')
          .values({ trainer_id: 3, title: 'Sprint Mechanics', description: 'Acceleration and top speed drills.', price: 6000, currency: 'EUR', pricing: 'one_time', cover: '/uploads/sprint.webp', status: 'published', rating_avg: 4.333333, rating_count: 3, created_at: now.toISOString(), updated_at: now.toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const before = (await open(`/athlete/program/${id}`)).jsonLd[0];
    expect(before.offers).toMatchObject({ price: '60.00', priceCurrency: 'EUR' });
    expect(before.aggregateRating).toMatchObject({ ratingValue: 4.33, reviewCount: 3 });
    await db()
      .insertInto('discount')
      .values({ program_id: id, code: null, kind: 'percent', value: 25, starts_at: new Date(now.getTime() - 60_000).toISOString(), ends_at: null, max_redemptions: null, redemptions: 0, active: 1, created_at: now.toISOString(), updated_at: now.toISOString() })
      .execute();
    const page = await open(`/athlete/program/${id}`);
    expect(page.jsonLd[0].offers).toMatchObject({ price: '45.00', priceCurrency: 'EUR' });
    expect(page.meta('og:image')).toBe(`${BASE}/uploads/sprint.webp`);
    expect(page.jsonLd[0].image).toEqual([`${BASE}/uploads/sprint.webp`]);
  });

  it('are not found when the program is not public, or the address names none', async () => {
    const draft = await db().selectFrom('program').select('id').where('status', '!=', 'published').executeTakeFirstOrThrow();
    for (const path of [`/athlete/program/${draft.id}`, '/athlete/program/999999', '/athlete/program/abc', '/athlete/program/0']) {
      const page = await open(path);
      expect(page.status, path).toBe(404);
      expect(page.title).toBe('Page not found | Sportlink');
      expect(page.meta('robots')).toBe('noindex');
      expect(page.link('canonical')).toBeUndefined();
      expect(page.jsonLd).toEqual([]);
    }
  });
});

describe('trainer pages', () => {
  it('carry the trainer as a Person, with their headline and specialties', async () => {
    const trainer = await db().selectFrom('user').select(['id', 'first_name', 'last_name']).where('role', '=', 'trainer').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const profile = await db().selectFrom('trainer_profile').select(['headline', 'specialties']).where('user_id', '=', trainer.id).executeTakeFirstOrThrow();
    const name = `${trainer.first_name} ${trainer.last_name}`;
    // A campaign's tags in the address are not part of the page's own address.
    const page = await open(`/athlete/trainer-details?trainerId=${trainer.id}&utm_source=chat`);
    expectSharable(page, `${BASE}/athlete/trainer-details?trainerId=${trainer.id}`);
    expect(page.title).toBe(`${name}, coach | Sportlink`);
    expect(page.meta('og:type')).toBe('profile');
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'Person', name, jobTitle: profile.headline, url: `${BASE}/athlete/trainer-details?trainerId=${trainer.id}` });
    expect(page.jsonLd[0].knowsAbout).toEqual(String(profile.specialties).split(',').map((s) => s.trim()).filter(Boolean));
  });

  it('are not found for an athlete, an unknown id or no id', async () => {
    const athlete = await db().selectFrom('user').select('id').where('role', '=', 'member').executeTakeFirst();
    const athleteId = athlete?.id ?? (await db().selectFrom('user').select('id').where('role', '!=', 'trainer').executeTakeFirstOrThrow()).id;
    for (const path of [`/athlete/trainer-details?trainerId=${athleteId}`, '/athlete/trainer-details?trainerId=424242', '/athlete/trainer-details']) {
      expect((await open(path)).status, path).toBe(404);
    }
    // What the address holds is never written back into the page's head.
    const hostile = await open(`/athlete/trainer-details?trainerId=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(hostile.status).toBe(404);
    expect(hostile.meta('og:url')).toBe(`${BASE}/athlete/trainer-details`);
    expect(hostile.html.slice(0, hostile.html.indexOf('</head>'))).not.toContain('alert(1)');
  });
});

describe('the blog and the FAQ', () => {
  it('a post is a BlogPosting with its dates and author; a draft is not found', async () => {
    const post = await db().selectFrom('blog_post').selectAll().where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const page = await open(`/blog/${post.id}`);
    expectSharable(page, `${BASE}/blog/${post.id}`);
    expect(page.title).toBe(`${post.title} | Sportlink`);
    expect(page.meta('og:type')).toBe('article');
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'BlogPosting', headline: post.title, datePublished: post.published_at, url: `${BASE}/blog/${post.id}` });
    expect((page.jsonLd[0].author as { name: string }).name).toBeTruthy();
    const now = new Date().toISOString();
    const draft = await db().insertInto('blog_post').values({ author_id: post.author_id, title: 'Unpublished', slug: 'unpublished-x', body: 'Not yet.', excerpt: null, cover: null, status: 'draft', published_at: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    expect((await open(`/blog/${draft.id}`)).status).toBe(404);
  });

  it('the home page, the blog and the FAQ (its questions as FAQPage) have their own heads', async () => {
    const home = await open('/');
    expectSharable(home, `${BASE}/`);
    // The home page is the product's own name (the app's tab title there), its description the CMS's hero.
    expect(home.title).toBe('Sportlink');
    expect(home.meta('description')).toBe('Training programs from real coaches. Pick a program, train at your pace, and track every set.');
    expect(home.jsonLd.map((d) => d['@type'])).toEqual(['WebSite', 'Organization']);
    const blog = await open('/blog');
    expectSharable(blog, `${BASE}/blog`);
    expect(blog.title).toBe('Blog | Sportlink');
    const faq = await open('/faq');
    expectSharable(faq, `${BASE}/faq`);
    const questions = (faq.jsonLd[0].mainEntity as { name: string }[]).map((q) => q.name);
    expect(questions).toContain('How do I buy a program?');
    expect(faq.jsonLd[0]['@type']).toBe('FAQPage');
  });
});

describe('languages', () => {
  it('a page in French says so: its language, French words, its own canonical address and the other language', async () => {
    const page = await open('/blog?lang=fr');
    expect(page.lang).toBe('fr');
    expectSharable(page, `${BASE}/blog?lang=fr`);
    expect(page.meta('description')).toBe('Conseils d’entraînement, de nutrition et de récupération des coachs de Sportlink.');
    expect(page.meta('og:locale')).toBe('fr_FR');
    expect(page.meta('og:locale:alternate')).toBe('en_US');
    expect((await open('/blog')).meta('og:locale')).toBe('en_US');
    // An unknown language is the default one.
    expect((await open('/blog?lang=xx')).lang).toBe('en');
  });
});

describe('the document around a drawn page', () => {
  it('holds the page drawn at its address and language, its styles in the head, and its data as inert JSON', async () => {
    const page = await open('/athlete/program/1?lang=fr');
    // The stand-in entry drew the address in French, after asking the API in-process.
    expect(page.html).toContain('<div id="root"><main data-drawn="/athlete/program/1?lang=fr">fr 200</main></div>');
    expect(page.html.indexOf('<style data-emotion="css x">')).toBeLessThan(page.html.indexOf('</head>'));
    const data = new RegExp(`<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">([^<]*)</script>`).exec(page.html);
    expect(data).not.toBeNull();
    expect(JSON.parse(data![1])).toEqual({ locale: 'fr', url: '/athlete/program/1?lang=fr', queries: { queries: [{ note: '</script><script>alert(1)</script>' }] } });
    expect(page.html).not.toContain('<script>alert(1)');
  });

  it('a hostile title stays text in the head and in the JSON-LD', async () => {
    const now = new Date().toISOString();
    const title = `"><script>alert('x')</script></title><meta name="x`;
    const { id } = await db().insertInto('program').values({ trainer_id: 3, title, description: '</script><img src=x onerror=alert(1)>', price: 1000, currency: 'USD', pricing: 'one_time', status: 'published', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    const page = await open(`/athlete/program/${id}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${title} | Sportlink`);
    expect(page.jsonLd[0].name).toBe(title);
    expect(page.html).not.toContain("<script>alert('x')");
    expect(page.html).not.toContain('<img src=x');
  });

  it('private pages are the app for the browser to draw; unknown addresses are the not-found page with 404, HEAD too', async () => {
    const dashboard = await open('/trainer/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.title).toBe('Sportlink');
    expect(dashboard.html).toContain('<div id="root"></div>');
    expect(dashboard.meta('og:title')).toBeUndefined();
    const missing = await open('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.title).toBe('Page not found | Sportlink');
    expect(missing.html).toContain('<main data-drawn="/no/such/page">');
    expect((await open('/no/such/page', 'HEAD')).status).toBe(404);
    expect((await open('/athlete/program/1', 'HEAD')).status).toBe(200);
  });

  it('is compressed as the browser accepts', async () => {
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const res = await fetch(`${server.url}/faq`, { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await res.text()).toContain('<title>Frequently asked questions | Sportlink</title>');
    }
  });

  it('the server entry is not a file of the site', async () => {
    const res = await fetch(`${server.url}/${SERVER_ENTRY}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('export async function render');
  });
});
