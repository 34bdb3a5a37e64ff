/**
 * Whether the app can reach its server (requirements §4, §9): the browser's `online`/`offline` events, its
 * `navigator.onLine` read again every OFFLINE.networkCheckMs (the events are not always sent), and a ping of the
 * API's status every OFFLINE.pingIntervalMs that counts as failed after OFFLINE.pingTimeoutMs (a network that is
 * "up" but reaches nothing). Online = the browser says so and the last ping answered. Also whether the connection
 * is slow (2g or slow-2g, downlink under 1.5 Mbit/s, or a round trip over 300 ms). The verdict goes to the status
 * store, and to TanStack Query's online manager (queries pause while offline instead of failing).
 */
import { OFFLINE, SLOW_CONNECTION } from '../config/constants';
import type { OfflineStatusStore } from './status-store';

/** The Network Information API's part we read (Chromium has it; elsewhere undefined). */
export interface ConnectionInfo {
  effectiveType?: string;
  downlink?: number;
  rtt?: number;
}

export function isSlowConnection(info: ConnectionInfo | undefined | null): boolean {
  if (!info) return false;
  if (info.effectiveType && (SLOW_CONNECTION.effectiveTypes as readonly string[]).includes(info.effectiveType)) return true;
  if (typeof info.downlink === 'number' && info.downlink > 0 && info.downlink < SLOW_CONNECTION.minDownlinkMbps) return true;
  return typeof info.rtt === 'number' && info.rtt > SLOW_CONNECTION.maxRttMs;
}

export interface ConnectivityDeps {
  status: OfflineStatusStore;
  /** Answers whether the server answered within `timeoutMs`. */
  ping(timeoutMs: number): Promise<boolean>;
  browserOnline(): boolean;
  connection?(): ConnectionInfo | undefined;
  events?: { addEventListener(type: string, fn: () => void): void; removeEventListener(type: string, fn: () => void): void };
  /** Told every verdict (TanStack Query's onlineManager.setOnline). */
  onVerdict?(online: boolean): void;
  setInterval?(fn: () => void, ms: number): unknown;
  clearInterval?(timer: unknown): void;
}

export class ConnectivityMonitor {
  private reachable = true;
  private timers: unknown[] = [];
  private readonly stops: (() => void)[] = [];
  private pinging = false;

  constructor(private readonly deps: ConnectivityDeps) {}

  start(): void {
    const every = this.deps.setInterval ?? ((fn, ms) => setInterval(fn, ms));
    const online = () => {
      // The browser is back: believe it until a ping says otherwise, and ask at once.
      this.reachable = true;
      this.decide();
      void this.ping();
    };
    const offline = () => this.decide();
    const connectionChange = () => this.readConnection();
    const ev = this.deps.events;
    if (ev) {
      ev.addEventListener('online', online);
      ev.addEventListener('offline', offline);
      this.stops.push(() => {
        ev.removeEventListener('online', online);
        ev.removeEventListener('offline', offline);
      });
    }
    const conn = this.deps.connection?.() as (ConnectionInfo & EventTarget) | undefined;
    if (conn && typeof conn.addEventListener === 'function') {
      conn.addEventListener('change', connectionChange);
      this.stops.push(() => conn.removeEventListener('change', connectionChange));
    }
    this.timers.push(every(() => this.decide(), OFFLINE.networkCheckMs));
    this.timers.push(every(() => void this.ping(), OFFLINE.pingIntervalMs));
    this.readConnection();
    this.decide();
  }

  stop(): void {
    const clear = this.deps.clearInterval ?? ((t) => clearInterval(t as ReturnType<typeof setInterval>));
    for (const t of this.timers) clear(t);
    this.timers = [];
    for (const stop of this.stops.splice(0)) stop();
  }

  /** Pings the server now (the interval does it every OFFLINE.pingIntervalMs); answers the verdict. */
  async ping(): Promise<boolean> {
    if (!this.deps.browserOnline() || this.pinging) return this.decide();
    this.pinging = true;
    try {
      this.reachable = await this.deps.ping(OFFLINE.pingTimeoutMs).catch(() => false);
    } finally {
      this.pinging = false;
    }
    return this.decide();
  }

  private readConnection(): void {
    const slow = isSlowConnection(this.deps.connection?.());
    if (this.deps.status.getState().slowConnection !== slow) this.deps.status.getState().report({ slowConnection: slow });
  }

  private decide(): boolean {
    const online = this.deps.browserOnline() && this.reachable;
    this.deps.status.getState().setOnline(online);
    this.deps.onVerdict?.(online);
    return online;
  }
}
