/**
 * The real server as its own process (`server/server.ts`, as `npm start` runs it), for what only a process shows:
 * being killed, stopping on SIGTERM, several instances behind a proxy. Its JSON log lines are kept (`lines`), so a
 * test waits for what the server says it did instead of for time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';
import { migratedPostgres } from './server';

const ROOT = new URL('../..', import.meta.url).pathname;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Every line the server wrote on stdout (JSON log lines at LOG_LEVEL info). */
  lines: string[];
  /** The exit code (null when killed by a signal), once it exited. */
  exited: Promise<number | null>;
  /** Resolves when a log line matches. */
  said(pattern: RegExp): Promise<string>;
  /** SIGKILL, and waits for the exit. */
  kill(): Promise<void>;
}

/**
 * Starts `server/server.ts` on `port` (a free one by default) with `env` over a test's defaults, and resolves once
 * /v1/api/status answers.
 */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const at = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(at), PASSWORD_HASH_COST: '12', WEB_DIST: join(tmpdir(), 'no-web'), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiters: Array<{ pattern: RegExp; done: (line: string) => void }> = [];
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      for (const w of [...waiters]) {
        if (w.pattern.test(line)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.done(line);
        }
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${at}`;
  const running: ServerProcess = {
    child,
    port: at,
    base,
    lines,
    exited,
    said: (pattern) => {
      const seen = lines.find((l) => pattern.test(l));
      return seen !== undefined ? Promise.resolve(seen) : new Promise((done) => waiters.push({ pattern, done }));
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/v1/api/status`)).ok) return running;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await running.kill();
  throw new Error('the server did not start');
}

/** A fresh database for server processes (a SQLite file, or a new PostgreSQL database) and its cleanup. */
export async function processDatabase(db: 'sqlite' | 'postgres'): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'sportlink-process-'));
  const env: Record<string, string> = { JWT_SECRET: randomBytes(32).toString('hex'), SQLITE_FILE: join(dir, 'p.db'), UPLOAD_DIR: join(dir, 'uploads'), DATABASE_URL: '' };
  const pgdb = db === 'postgres' ? await migratedPostgres() : null;
  if (pgdb) env.DATABASE_URL = pgdb.url;
  return {
    env,
    drop: async () => {
      await pgdb?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Signs the demo athlete in through `base`; answers the access token. */
export async function athleteToken(base: string, password: string): Promise<string> {
  const res = await fetch(`${base}/v1/api/sportlink/member/lambda/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-project': 'sportlink' },
    body: JSON.stringify({ email: 'athlete@sportlink.test', password }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
