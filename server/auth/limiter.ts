/**
 * Fixed-window attempt counters for the sign-in family, kept in memory (per instance; see README).
 * Keys combine the account with the client address, so an attacker elsewhere cannot lock the
 * account's owner out; a per-address limit caps spraying across accounts.
 */
import { HttpError } from '../errors';

interface Window {
  count: number;
  resetAt: number;
}

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

export class Limiter {
  private windows = new Map<string, Window>();

  /** Counts one attempt; throws 429 with Retry-After when over the limit. */
  hit(key: string, rule: LimitRule, now = Date.now()) {
    this.check(key, rule, now);
    const w = this.windows.get(key)!;
    w.count += 1;
  }

  /** Throws 429 when the key is already over its limit, without counting. */
  check(key: string, rule: LimitRule, now = Date.now()) {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(key, w);
      if (this.windows.size > 100_000) this.sweep(now);
    }
    if (w.count >= rule.limit) {
      const retryAfterS = Math.max(1, Math.ceil((w.resetAt - now) / 1000));
      throw new TooManyRequests(retryAfterS);
    }
  }

  reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

export class TooManyRequests extends HttpError {
  constructor(public retryAfterS: number) {
    super(429, `Too many attempts; try again in ${retryAfterS} seconds`);
  }
}
