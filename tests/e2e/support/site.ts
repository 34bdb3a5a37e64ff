/**
 * The site a spec file's browser tests talk to: the built web app and the API on a fresh SQLite database with the demo
 * data, mailing through a real SMTP server on loopback and asking a local OpenAI-compatible server with canned answers
 * (support/ai-demo.ts). Each spec file gets a site of its own (support/test.ts), so no spec sees what another changed
 * and none depends on the order they run in. The mail and AI doubles are one per Playwright worker.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDemo } from '../../../server/db/seed';
import { setPasswordCost } from '../../../server/auth/password';
import { startOpenAiServer, type OpenAiServer } from '../../helpers/openai-api-server';
import { freePort } from '../../helpers/ports';
import { startSmtp, type TestSmtp } from '../../helpers/smtp';
import { demoChat } from './ai-demo';

type App = Awaited<ReturnType<typeof buildApp>>;

export interface Site {
  url: string;
  close(): Promise<void>;
}

/** The doubles a worker's sites share: one SMTP server (its inbox is what the tests read) and one AI server. */
export interface Services {
  smtp: TestSmtp;
  openai: OpenAiServer;
  close(): Promise<void>;
}

export async function startServices(): Promise<Services> {
  const smtp = await startSmtp();
  const openai = await startOpenAiServer();
  openai.chat = demoChat;
  return {
    smtp,
    openai,
    async close() {
      await smtp.close();
      await openai.close();
    },
  };
}

export async function startSite(services: Services): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'sportlink-e2e-'));
  const configAt = (port: number) =>
    loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      SQLITE_FILE: join(dir, 'e2e.db'),
      WEB_DIST: resolve(process.env.E2E_WEB_DIST ?? 'dist'),
      LOG_LEVEL: 'warn',
      SMTP_URL: services.smtp.url,
      APP_URL: `http://127.0.0.1:${port}`,
      AI_API_URL: services.openai.url,
      AI_API_KEY: services.openai.apiKey,
      // Real scrypt at a test cost: a sign-in in every test should not each take 128 MiB and half a second.
      PASSWORD_HASH_COST: '12',
    });
  let config = configAt(await freePort());
  if (!config.webDist) throw new Error('The web app is not built: run `npm run build` first');
  const database = openDatabase(config);
  await migrateToLatest(database);
  setPasswordCost(config.passwordCost);
  await seedDemo(database);
  // The free port may be taken between the probe and the listen (another worker's site, a test double): another one.
  for (let attempt = 1; ; attempt++) {
    const app = await buildApp(config, database);
    badNetworkForTests(app);
    aiSwitchForTests(app);
    clockForTests(app);
    try {
      await app.listen({ port: config.port, host: '127.0.0.1' });
      return {
        url: `http://127.0.0.1:${config.port}`,
        async close() {
          await app.close();
          await database.destroy();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      await app.close();
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 5) throw error;
      config = configAt(await freePort());
    }
  }
}

/**
 * A bad network, for the offline tests (only in the test sites): POST /__e2e/network {path, delayMs, loseEvery} makes
 * the writes to a URL whose path ends with `path` (a table's create, not its POST reads like GETALL) wait `delayMs`
 * before they run, and cuts the connection instead of answering every `loseEvery`-th of them (after the server did the
 * work: the answer is lost, not the request). GET answers how many such writes arrived. POST {} puts the network right.
 */
function badNetworkForTests(server: App) {
  const state = { path: '', delayMs: 0, loseEvery: 0, seen: 0 };
  const matches = (method: string, url: string) => state.path !== '' && method !== 'GET' && url.split('?')[0].endsWith(state.path);
  server.post('/__e2e/network', async (request) => {
    const body = (request.body ?? {}) as Partial<typeof state>;
    Object.assign(state, { path: body.path ?? '', delayMs: body.delayMs ?? 0, loseEvery: body.loseEvery ?? 0, seen: 0 });
    return { ok: true };
  });
  server.get('/__e2e/network', async () => state);
  server.addHook('onRequest', async (request) => {
    if (!matches(request.method, request.url)) return;
    state.seen++;
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
  });
  server.addHook('onSend', async (request, reply, payload) => {
    if (matches(request.method, request.url) && state.loseEvery && state.seen % state.loseEvery === 0) reply.raw.destroy();
    return payload;
  });
}

/** POST /__e2e/ai {configured: false} takes the AI service away (as if AI_API_KEY were unset); {configured: true} gives it back. */
function aiSwitchForTests(server: App) {
  const service = server.config.ai.service;
  server.post('/__e2e/ai', async (request) => {
    const { configured } = (request.body ?? {}) as { configured?: boolean };
    server.config.ai.service = configured === false ? null : service;
    return { configured: server.config.ai.service !== null };
  });
}

/**
 * POST /__e2e/clock {days} moves the server's clock (server/clock.ts) that many days forward: a journey passes a
 * refund window without waiting for it. Answers the server's time now.
 */
function clockForTests(server: App) {
  server.post('/__e2e/clock', async (request) => {
    const { days } = (request.body ?? {}) as { days?: number };
    if (typeof days === 'number' && days > 0) server.clock.advance(days * 86_400_000);
    return { now: server.clock.nowIso() };
  });
}
