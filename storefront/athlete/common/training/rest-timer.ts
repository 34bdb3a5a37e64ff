/**
 * The rest timer between sets, as pure state: a running timer holds when it ends, a paused one how much was left.
 * The component only keeps the state and redraws; every rule (pause, resume, extend, skip, what is shown) is here.
 */

export interface RestTimer {
  /** The full rest (ms), for the progress ring. */
  durationMs: number;
  /** When a running rest ends (epoch ms); null while paused. */
  endsAt: number | null;
  /** What was left when paused (ms). */
  leftMs: number;
}

export function startRest(seconds: number, now: number): RestTimer {
  const ms = Math.max(0, Math.round(seconds)) * 1000;
  return { durationMs: ms, endsAt: now + ms, leftMs: ms };
}

export function restRemainingMs(t: RestTimer, now: number): number {
  return t.endsAt === null ? t.leftMs : Math.max(0, t.endsAt - now);
}

export const isRestPaused = (t: RestTimer) => t.endsAt === null;
export const isRestOver = (t: RestTimer, now: number) => restRemainingMs(t, now) === 0;

export function pauseRest(t: RestTimer, now: number): RestTimer {
  return t.endsAt === null ? t : { ...t, endsAt: null, leftMs: restRemainingMs(t, now) };
}

export function resumeRest(t: RestTimer, now: number): RestTimer {
  return t.endsAt === null ? { ...t, endsAt: now + t.leftMs } : t;
}

/** More rest (or less, with a negative number, never below zero); the ring's full length grows with it. */
export function extendRest(t: RestTimer, seconds: number, now: number): RestTimer {
  const left = Math.max(0, restRemainingMs(t, now) + seconds * 1000);
  const durationMs = Math.max(t.durationMs + Math.max(0, seconds * 1000), left);
  return t.endsAt === null ? { durationMs, endsAt: null, leftMs: left } : { durationMs, endsAt: now + left, leftMs: left };
}

/** How much of the rest is left, from 1 (all) to 0 (over). */
export function restFraction(t: RestTimer, now: number): number {
  return t.durationMs <= 0 ? 0 : Math.min(1, restRemainingMs(t, now) / t.durationMs);
}

/** A clock, m:ss, rounding up so 0:00 shows only when the rest is over. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** A prescribed rest for people: "90 s" reads better as "1:30". */
export function formatRest(seconds: number | null | undefined): string | null {
  if (seconds == null) return null;
  return seconds < 60 ? `${seconds} s` : formatClock(seconds * 1000);
}
