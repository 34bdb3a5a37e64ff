/**
 * The web app's addresses as the server answers them: every page of the page table (src/config/pages.ts) and every
 * address inside the admin app gets the app with 200; any other address gets the same app (which draws its not-found
 * page, titled so for crawlers) with 404, so a crawler, a link checker or a monitor sees a missing page as missing. API paths and missing
 * files keep their JSON 404.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES } from '../../src/config/pages';
import { logCollector, startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let dist: string;
const log = logCollector();
const INDEX = '<!doctype html><html><head><title>Sportlink</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  // A stand-in for the web build (the API tests run before `npm run build`): the server only needs its index.html.
  dist = mkdtempSync(join(tmpdir(), 'sportlink-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  server = await startServer({ env: { WEB_DIST: dist, LOG_LEVEL: 'info' }, logStream: log.stream });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (path: string) => fetch(`${server.url}${path}`);

describe('pages', () => {
  it('answers every page of the page table with the app and 200 (the open ones with their head: page-heads.test.ts)', async () => {
    for (const { path, roles } of PAGES) {
      // The open pages name content that exists (the demo's first program and post, its first trainer).
      const address = roles === 'open' ? path.replace(/:(\w+)/g, '1').replace('trainer-details', 'trainer-details?trainerId=3') : path.replace(/:(\w+)/g, (_, name: string) => (name === 'role' ? 'trainer' : '12'));
      const res = await page(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get('content-type'), address).toMatch(/^text\/html/);
      const body = await res.text();
      if (roles === 'open') expect(body, address).toContain('<div id="root"></div>');
      else expect(body, address).toBe(INDEX);
    }
  });

  it('answers addresses inside the admin app with 200: its resources and their records', async () => {
    for (const address of ['/admin', '/admin/programs/12/show', '/admin/programs/create', '/admin/exercises', '/admin/users/3', '/admin/workspaces/4', '/admin/profile/view', '/athlete/program/1?tab=reviews']) {
      expect((await page(address)).status, address).toBe(200);
    }
  });

  it('answers an address that is no page with the app and 404', async () => {
    for (const address of ['/nowhere', '/athlete/nope', '/trainer/dashboard/extra', '/athlete/program', '/blog/1/2', '/admin/not-a-resource', '/admin-x']) {
      const res = await page(address);
      expect(res.status, address).toBe(404);
      expect(res.headers.get('content-type'), address).toMatch(/^text\/html/);
      const body = await res.text();
      expect(body, address).toContain('<title>Page not found | Sportlink</title>');
      expect(body, address).toContain('<div id="root"></div>');
    }
  });

  it('keeps the JSON 404 for unknown API paths and missing files', async () => {
    for (const address of ['/v1/api/nowhere', '/assets/missing.js', '/favicon-missing.png']) {
      const res = await page(address);
      expect(res.status, address).toBe(404);
      expect(await res.json(), address).toMatchObject({ error: true });
    }
  });
});

describe('the request log', () => {
  const linesAbout = (text: string) => log.lines.filter((l) => l.includes(text));

  it('writes one line per API call, with its path, status and time, never its query string', async () => {
    await fetch(`${server.api}/status?token=do-not-log-me`);
    const lines = linesAbout('/v1/api/status');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 30, method: 'GET', path: '/v1/api/status', status: 200, msg: expect.stringMatching(/^GET \/v1\/api\/status 200 \d+ ms$/) });
    expect(log.lines.join('')).not.toContain('do-not-log-me');
  });

  it('writes nothing for a page or a file served, and one line for an address that is missing', async () => {
    const before = log.lines.length;
    expect((await page('/assets/app.js')).status).toBe(200);
    expect((await page('/athlete/program/3')).status).toBe(200);
    expect(log.lines.length).toBe(before);
    expect((await page('/nowhere-at-all')).status).toBe(404);
    expect(linesAbout('/nowhere-at-all')).toHaveLength(1);
  });
});

describe('the path role', () => {
  it('answers a request on the path role user (signed out, on no page) with a 400 naming the roles a path takes', async () => {
    for (const path of ['/records/sportlink/user/program', '/sportlink/user/lambda/profile', '/sportlink/user/lambda/stripe/config']) {
      const res = await fetch(`${server.api}${path}`, { headers: { 'x-project': 'sportlink' } });
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toMatchObject({ error: true, message: 'params: role must be one of: admin, trainer, member', validation: { role: 'must be one of: admin, trainer, member' } });
    }
  });
});
