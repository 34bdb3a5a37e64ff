/**
 * Fixed-window attempt counters for the sign-in family and the AI calls. Keys combine the account with the client
 * address, so an attacker elsewhere cannot lock the account's owner out; a per-address limit caps spraying across
 * accounts.
 *
 * Where the counts live (ADR 029): in Redis when REDIS_URL is set, else in the PostgreSQL database (table
 * `rate_limit`), so every instance on one database spends one budget and a restart forgets nothing; on SQLite (one
 * instance) in this process's memory. Each store counts atomically (one statement, one script): two instances
 * counting the same key at once never both see the last allowed attempt.
 */
import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import { API_MESSAGES } from '../../src/config/messages';
import type { DB } from '../db';
import { HttpError } from '../errors';

export interface LimitRule {
  limit: number;
  windowMs: number;
}

export const LIMITS = {
  perIp: { limit: 300, windowMs: 15 * 60_000 },
  failuresPerAccountAndIp: { limit: 10, windowMs: 15 * 60_000 },
  mailPerAccountAndIp: { limit: 5, windowMs: 60 * 60_000 },
  twoFactorPerChallenge: { limit: 5, windowMs: 10 * 60_000 },
} as const;

/** A key's window: how many attempts it counted and when (epoch ms) it starts again from zero. */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/** Where the windows are kept. Every method is one atomic step of the store. */
export interface LimitStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Counts one attempt (a new window when there is none or it ended) and answers the window after it. */
  increment(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** The key's current window, or null when it has none running. */
  peek(key: string, now: number): Promise<WindowCount | null>;
  remove(key: string): Promise<void>;
  /** Forgets ended windows (stores that do not expire keys themselves). */
  sweep(now: number): Promise<void>;
}

export class Limiter {
  constructor(readonly store: LimitStore = new MemoryLimitStore()) {}

  /** Counts one attempt; throws 429 with Retry-After when it is over the limit. */
  async hit(key: string, rule: LimitRule, now = Date.now()): Promise<void> {
    const w = await this.reach(() => this.store.increment(key, rule.windowMs, now));
    if (w.count > rule.limit) throw new TooManyRequests(retryAfterS(w, now));
  }

  /** Throws 429 when the key is already at its limit, without counting. */
  async check(key: string, rule: LimitRule, now = Date.now()): Promise<void> {
    const w = await this.reach(() => this.store.peek(key, now));
    if (w && w.count >= rule.limit) throw new TooManyRequests(retryAfterS(w, now));
  }

  async reset(key: string): Promise<void> {
    await this.reach(() => this.store.remove(key));
  }

  /** A store that does not answer refuses the attempt (503), never lets it through uncounted. */
  private async reach<T>(step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw new HttpError(503, API_MESSAGES.limiterUnavailable);
    }
  }
}

const retryAfterS = (w: WindowCount, now: number) => Math.max(1, Math.ceil((w.resetAt - now) / 1000));

export class TooManyRequests extends HttpError {
  constructor(public retryAfterS: number) {
    super(429, `Too many attempts; try again in ${retryAfterS} seconds`);
  }
}

/** One process's memory: the embedded database's single instance. */
export class MemoryLimitStore implements LimitStore {
  readonly kind = 'memory' as const;
  private windows = new Map<string, WindowCount>();

  async increment(key: string, windowMs: number, now: number): Promise<WindowCount> {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
      if (this.windows.size > 100_000) await this.sweep(now);
    }
    w.count += 1;
    return { ...w };
  }

  async peek(key: string, now: number): Promise<WindowCount | null> {
    const w = this.windows.get(key);
    return w && w.resetAt > now ? { ...w } : null;
  }

  async remove(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async sweep(now: number): Promise<void> {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

/** The `rate_limit` table (migration 024): one upsert counts, whichever instance asks. */
export class PostgresLimitStore implements LimitStore {
  readonly kind = 'postgres' as const;
  constructor(private readonly db: DB) {}

  async increment(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const { rows } = await sql<{ count: number; reset_at: number }>`
      insert into rate_limit (key, count, reset_at) values (${key}, 1, ${now + windowMs})
      on conflict (key) do update set
        count = case when rate_limit.reset_at <= ${now} then 1 else rate_limit.count + 1 end,
        reset_at = case when rate_limit.reset_at <= ${now} then excluded.reset_at else rate_limit.reset_at end
      returning count, reset_at`.execute(this.db);
    return { count: Number(rows[0].count), resetAt: Number(rows[0].reset_at) };
  }

  async peek(key: string, now: number): Promise<WindowCount | null> {
    const row = await this.db.selectFrom('rate_limit').select(['count', 'reset_at']).where('key', '=', key).where('reset_at', '>', now).executeTakeFirst();
    return row ? { count: Number(row.count), resetAt: Number(row.reset_at) } : null;
  }

  async remove(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit').where('key', '=', key).execute();
  }

  async sweep(now: number): Promise<void> {
    await this.db.deleteFrom('rate_limit').where('reset_at', '<=', now).execute();
  }
}

/** Counts and starts the window in one script, so the key never lives without its expiry. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Redis (REDIS_URL): keys expire with their window, so nothing needs sweeping. */
export class RedisLimitStore implements LimitStore {
  readonly kind = 'redis' as const;
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async increment(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(INCREMENT, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count: Number(count), resetAt: now + Number(ttl) };
  }

  async peek(key: string, now: number): Promise<WindowCount | null> {
    const [[, count], [, ttl]] = (await this.redis.multi().get(this.prefix + key).pttl(this.prefix + key).exec()) as [[unknown, string | null], [unknown, number]];
    return count === null || Number(ttl) <= 0 ? null : { count: Number(count), resetAt: now + Number(ttl) };
  }

  async remove(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async sweep(): Promise<void> {}
}
