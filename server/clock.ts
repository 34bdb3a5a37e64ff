/**
 * The server's clock for money that waits (ADR 027): when a sale's money leaves the refund window, when payouts are
 * due. It is the system's time; the browser tests' site moves it forward (its own test route, never on a real server)
 * so a journey can pass a refund window without waiting for it.
 */
export class Clock {
  private offsetMs = 0;

  /** Now, in milliseconds since the epoch. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  /** Moves the clock forward (tests only). */
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
