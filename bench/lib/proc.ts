/** Benchmark servers as child processes (`node --import tsx bench/servers/<name>.ts`), one at a time. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ReadyMessage } from '../servers/ready';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningServer {
  name: string;
  pid: number;
  baseUrl: string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Kills whatever is still running (used on errors and Ctrl-C). */
export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** A child's last output (for an error message), and a stop that waits for it: SIGTERM, then SIGKILL after `graceMs`. */
export function supervise(child: ChildProcess, graceMs: number): { output: () => string; stop: () => Promise<void> } {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    output: () => output.trim(),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

export function startServer(name: string, env: Record<string, string>, timeoutMs = 120_000): Promise<RunningServer> {
  const script = fileURLToPath(new URL(`../servers/${name}.ts`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  running.add(child);
  const supervised = supervise(child, 5000);
  const stop = async () => {
    await supervised.stop();
    running.delete(child);
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${name} server did not start within ${timeoutMs / 1000} s:\n${supervised.output()}`));
    }, timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      reject(new Error(`${name} server exited (${signal ?? code}) before it was ready:\n${supervised.output()}`));
    });
    child.on('message', (message: ReadyMessage) => {
      if (message?.type !== 'ready') return;
      clearTimeout(timer);
      resolve({ name, pid: child.pid ?? -1, baseUrl: `http://127.0.0.1:${message.port}`, stop });
    });
  });
}
