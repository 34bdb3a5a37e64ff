/**
 * The server the browser tests talk to: the built web app and the API on a fresh SQLite database with
 * demo data, mailing through a real SMTP server on loopback. Every mail it receives is appended as a
 * JSON line ({to, subject, text, html}) to E2E_MAILBOX, where the tests read the links. Its AI is an
 * OpenAI-compatible server on loopback with canned answers (support/ai-demo.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';
import { setPasswordCost } from '../../server/auth/password';
import { startOpenAiServer } from '../helpers/openai-api-server';
import { startSmtp } from '../helpers/smtp';
import { demoChat } from './support/ai-demo';

const dir = mkdtempSync(join(tmpdir(), 'sportlink-e2e-'));
const port = process.env.E2E_PORT ?? '8188';
const mailbox = process.env.E2E_MAILBOX ?? join(dir, 'mailbox.jsonl');
writeFileSync(mailbox, '');
const smtp = await startSmtp(mailbox);
const openai = await startOpenAiServer();
openai.chat = demoChat;

const config = loadConfig({
  NODE_ENV: 'test',
  PORT: port,
  SQLITE_FILE: join(dir, 'e2e.db'),
  WEB_DIST: resolve(process.env.E2E_WEB_DIST ?? 'dist'),
  LOG_LEVEL: 'warn',
  SMTP_URL: smtp.url,
  APP_URL: `http://127.0.0.1:${port}`,
  AI_API_URL: openai.url,
  AI_API_KEY: openai.apiKey,
  // Real scrypt at a test cost: a sign-in in every test should not each take 128 MiB and half a second.
  PASSWORD_HASH_COST: '12',
});
if (!config.webDist) throw new Error('The web app is not built: run `npm run build` first');
const database = openDatabase(config);
await migrateToLatest(database);
setPasswordCost(config.passwordCost);
await seedDemo(database);
const app = await buildApp(config, database);
throttleForTests(app);
aiSwitchForTests(app);
await app.listen({ port: config.port, host: '127.0.0.1' });

/**
 * A bad network, for the offline tests (only in this test server): POST /__e2e/network {path, delayMs, loseEvery}
 * makes the writes to a URL whose path ends with `path` (a table's create, not its POST reads like GETALL) wait `delayMs` before they run, and cuts the connection instead of
 * answering every `loseEvery`-th of them (after the server did the work: the answer is lost, not the request).
 * GET answers how many such writes arrived. POST {} puts the network right again.
 */
function throttleForTests(server: typeof app) {
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
function aiSwitchForTests(server: typeof app) {
  const service = server.config.ai.service;
  server.post('/__e2e/ai', async (request) => {
    const { configured } = (request.body ?? {}) as { configured?: boolean };
    server.config.ai.service = configured === false ? null : service;
    return { configured: server.config.ai.service !== null };
  });
}
