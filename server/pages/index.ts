/**
 * The storefront's open pages as HTML (ADR 028): `/`, program pages, trainer pages, the blog and its posts, the FAQ,
 * and the not-found page. Each answer carries the page's head (server/pages/head.ts) and, when the web build has its
 * server entry (dist/ssr/entry-server.mjs, `npm run build`), the page drawn by the app itself as a signed-out visitor,
 * with the data its screens read, which the browser hydrates. The language is the address's (`?lang=fr`), English
 * without one. Signed-in and private pages are the app's index.html, drawn in the browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGES } from '../../src/config/pages';
import { DEFAULT_LOCALE, localeOfSearch, type Locale } from '../../src/config/locales';
import { SERVER_ENTRY, type RenderRequest, type ServerRender } from '../../src/config/server-render';
import { pageDocument, type DrawnPage } from './document';
import { pageHeads, pagePath, type OpenPage } from './head';

/** The open pages of the page table: drawn on the server. */
export const OPEN_PAGE_PATTERNS = PAGES.filter((p) => p.roles === 'open').map((p) => p.path);
/** A render taking longer than this is given up: the page is sent for the browser to draw. */
const RENDER_TIMEOUT_MS = 5_000;
/**
 * Renders run one at a time; with this many already waiting, a page is sent for the browser to draw at once (with its
 * head), so a burst of requests costs each visitor no more than the wait for these.
 */
const MAX_WAITING_RENDERS = 16;

type Renderer = { render(request: RenderRequest): Promise<ServerRender> };

async function loadRenderer(dist: string): Promise<Renderer | null> {
  const entry = join(dist, SERVER_ENTRY);
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as Renderer;
}

/** How the app's API calls reach this server while it draws a page: in-process, as the visitor's own requests. */
function injectTransport(app: FastifyInstance, visitor: FastifyRequest) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      remoteAddress: visitor.ip,
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}

/**
 * The page compressed as the browser accepts (brotli at a quality a request can afford, else gzip): a drawn page is
 * tens of kilobytes of HTML, styles and data. (The app's own files are compressed at build time.)
 */
function compressed(request: FastifyRequest, reply: FastifyReply, html: string): Buffer | string {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === 'br') {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } });
  }
  if (encoding === 'gzip') {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html, { level: 6 });
  }
  return html;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`render took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export interface SitePages {
  /** Answers an open page (a pattern of OPEN_PAGE_PATTERNS) or, with null, the not-found page. */
  send(request: FastifyRequest, reply: FastifyReply, pattern: string | null): Promise<FastifyReply>;
}

/** The open pages' routes; returns what answers the not-found page (app.ts), or null without a web build. */
export async function registerSitePages(app: FastifyInstance, dist: string | null): Promise<SitePages | null> {
  if (!dist || !existsSync(join(dist, 'index.html'))) return null;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const renderer = await loadRenderer(dist);
  const pageHead = pageHeads(app);

  let waiting = 0;
  async function draw(request: FastifyRequest, url: string, locale: Locale): Promise<DrawnPage | null> {
    if (!renderer || waiting >= MAX_WAITING_RENDERS) return null;
    waiting++;
    const render = renderer.render({ url, locale, transport: injectTransport(app, request) });
    void render.catch(() => undefined).finally(() => waiting--);
    try {
      const drawn = await withTimeout(render, RENDER_TIMEOUT_MS);
      return { html: drawn.html, styles: drawn.styles, data: { locale, url, queries: drawn.queries } };
    } catch (error) {
      // The page still works: the browser draws it.
      request.log.warn({ path: url.split('?')[0], err: error instanceof Error ? error.message : String(error) }, 'page not drawn on the server');
      return null;
    }
  }

  async function send(request: FastifyRequest, reply: FastifyReply, pattern: string | null) {
    const [pathname, search = ''] = request.url.split('?');
    const locale = localeOfSearch(search) ?? DEFAULT_LOCALE;
    const page: OpenPage | null = pattern ? { pattern, params: (request.params ?? {}) as Record<string, string | undefined>, query: new URLSearchParams(search) } : null;
    const head = await pageHead(page, pagePath(page, pathname), locale);
    const drawn = await draw(request, request.url, locale);
    return reply
      .code(head.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(compressed(request, reply, pageDocument(template, head, drawn)));
  }

  for (const pattern of OPEN_PAGE_PATTERNS) {
    app.get(pattern, (request, reply) => send(request, reply, pattern));
  }
  return { send };
}
