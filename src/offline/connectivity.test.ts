import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE, SLOW_CONNECTION } from '../config/constants';
import { ConnectivityMonitor, isSlowConnection, type ConnectionInfo, type ConnectivityDeps } from './connectivity';
import { createOfflineStatusStore } from './status-store';

/** A browser stand-in: what navigator.onLine says (without sending any event), its window events, its connection. */
function browser(connectionInfo: ConnectionInfo = { effectiveType: '4g', downlink: 10, rtt: 50 }) {
  const state = { onLine: true };
  const events = new EventTarget();
  const connection = Object.assign(new EventTarget(), connectionInfo);
  return {
    state,
    events,
    connection,
    goOffline() {
      state.onLine = false;
      events.dispatchEvent(new Event('offline'));
    },
    goOnline() {
      state.onLine = true;
      events.dispatchEvent(new Event('online'));
    },
    changeConnection(info: ConnectionInfo) {
      Object.assign(connection, info);
      connection.dispatchEvent(new Event('change'));
    },
  };
}

function setup(patch: Partial<ConnectivityDeps> = {}, connectionInfo?: ConnectionInfo) {
  const b = browser(connectionInfo);
  const status = createOfflineStatusStore({ online: true });
  const ping = vi.fn(async (_timeoutMs: number) => true);
  const onVerdict = vi.fn();
  const monitor = new ConnectivityMonitor({
    status,
    ping,
    browserOnline: () => b.state.onLine,
    connection: () => b.connection,
    events: b.events,
    onVerdict,
    ...patch,
  });
  return { b, status, ping, onVerdict, monitor, online: () => status.getState().online };
}

let monitors: ConnectivityMonitor[] = [];
function started(s: ReturnType<typeof setup>) {
  s.monitor.start();
  monitors.push(s.monitor);
  return s;
}

beforeEach(() => {
  vi.useFakeTimers();
  monitors = [];
});

afterEach(() => {
  for (const m of monitors) m.stop();
  vi.useRealTimers();
});

describe('the connection settings (requirements §9)', () => {
  it('checks the browser every 5 s and pings every 10 s, a ping counting as failed after 3 s', () => {
    expect(OFFLINE.networkCheckMs).toBe(5000);
    expect(OFFLINE.pingIntervalMs).toBe(10_000);
    expect(OFFLINE.pingTimeoutMs).toBe(3000);
  });

  it('calls a connection slow at 2g or slow-2g, a downlink under 1.5 Mbit/s, or a round trip over 300 ms', () => {
    expect(SLOW_CONNECTION.effectiveTypes).toEqual(['slow-2g', '2g']);
    expect(SLOW_CONNECTION.minDownlinkMbps).toBe(1.5);
    expect(SLOW_CONNECTION.maxRttMs).toBe(300);
  });
});

describe('a slow connection', () => {
  it('is 2g or slow-2g', () => {
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection({ effectiveType: '4g', downlink: 10, rtt: 50 })).toBe(false);
  });

  it('is a downlink under 1.5 Mbit/s (not 1.5 itself, not an unknown 0)', () => {
    expect(isSlowConnection({ downlink: 1.4 })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', downlink: 0.5 })).toBe(true);
    expect(isSlowConnection({ downlink: 1.5 })).toBe(false);
    expect(isSlowConnection({ downlink: 0 })).toBe(false);
  });

  it('is a round trip over 300 ms (not 300 itself)', () => {
    expect(isSlowConnection({ rtt: 301 })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', downlink: 10, rtt: 450 })).toBe(true);
    expect(isSlowConnection({ rtt: 300 })).toBe(false);
  });

  it('is not assumed where the browser says nothing about its connection', () => {
    expect(isSlowConnection(undefined)).toBe(false);
    expect(isSlowConnection(null)).toBe(false);
    expect(isSlowConnection({})).toBe(false);
  });
});

describe('the connectivity monitor (requirements §4, §9)', () => {
  it('starts from what the browser says, and tells every verdict', () => {
    const s = setup();
    s.b.state.onLine = false;
    started(s);
    expect(s.online()).toBe(false);
    expect(s.onVerdict).toHaveBeenLastCalledWith(false);

    const t = started(setup());
    expect(t.online()).toBe(true);
    expect(t.onVerdict).toHaveBeenLastCalledWith(true);
  });

  it('goes offline at once when the browser says offline, and online at once when it says online', () => {
    const s = started(setup());
    s.b.goOffline();
    expect(s.online()).toBe(false);
    s.b.goOnline();
    expect(s.online()).toBe(true);
  });

  it('reads navigator.onLine again every 5 s, for the times the browser sends no event', () => {
    const s = started(setup());
    s.b.state.onLine = false; // no event
    vi.advanceTimersByTime(4999);
    expect(s.online()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(s.online()).toBe(false);

    s.b.state.onLine = true;
    vi.advanceTimersByTime(4999);
    expect(s.online()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(s.online()).toBe(true);
  });

  it('pings the server every 10 s, giving the ping 3 s to answer', async () => {
    const s = started(setup());
    expect(s.ping).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(9999);
    expect(s.ping).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(s.ping).toHaveBeenCalledTimes(1);
    expect(s.ping).toHaveBeenCalledWith(3000);
    expect(s.ping).toHaveBeenCalledWith(OFFLINE.pingTimeoutMs);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.ping).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(s.ping).toHaveBeenCalledTimes(5);
  });

  it('is offline when the network is "up" but the server does not answer within 3 s, and online again when it does', async () => {
    let serverUp = false;
    // A ping as the app makes one: no answer within the timeout counts as failed.
    const ping = vi.fn(
      (timeoutMs: number) =>
        new Promise<boolean>((resolve) => {
          if (serverUp) resolve(true);
          else setTimeout(() => resolve(false), timeoutMs);
        }),
    );
    const s = started(setup({ ping }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ping).toHaveBeenCalledWith(3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(s.online()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.online()).toBe(false);
    expect(s.onVerdict).toHaveBeenLastCalledWith(false);

    // The 5 s check does not undo the failed ping: the browser is online, the server is not reachable.
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.online()).toBe(false);

    serverUp = true;
    await vi.advanceTimersByTimeAsync(2000); // the ping at 20 s
    expect(s.online()).toBe(true);
  });

  it('counts a ping that throws as no answer', async () => {
    const s = started(setup({ ping: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) }));
    await expect(s.monitor.ping()).resolves.toBe(false);
    expect(s.online()).toBe(false);
  });

  it('does not ping while the browser says offline', async () => {
    const s = started(setup());
    s.b.goOffline();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(s.ping).not.toHaveBeenCalled();
    await expect(s.monitor.ping()).resolves.toBe(false);
    expect(s.ping).not.toHaveBeenCalled();
  });

  it('sends one ping at a time: a slow ping is not doubled by the next tick or a manual ping', async () => {
    let answer!: (ok: boolean) => void;
    const ping = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const s = started(setup({ ping }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ping).toHaveBeenCalledTimes(1);
    await expect(s.monitor.ping()).resolves.toBe(true); // the verdict so far, no second ping
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ping).toHaveBeenCalledTimes(1);
    answer(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('when the browser comes back online it believes it, pings at once, and goes offline again if the ping fails', async () => {
    const ping = vi.fn(async () => false);
    const s = started(setup({ ping }));
    await s.monitor.ping(); // the server did not answer
    expect(s.online()).toBe(false);
    s.b.goOffline();

    ping.mockResolvedValue(true);
    s.b.goOnline();
    expect(s.online()).toBe(true); // believed at once, without waiting for a ping
    expect(ping).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.online()).toBe(true);

    s.b.goOffline();
    ping.mockResolvedValue(false);
    s.b.goOnline();
    expect(s.online()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.online()).toBe(false);
  });

  it('reports a slow connection at the start and whenever the connection changes', () => {
    const s = started(setup({}, { effectiveType: '2g' }));
    expect(s.status.getState().slowConnection).toBe(true);
    s.b.changeConnection({ effectiveType: '4g', downlink: 10, rtt: 50 });
    expect(s.status.getState().slowConnection).toBe(false);
    s.b.changeConnection({ rtt: 400 });
    expect(s.status.getState().slowConnection).toBe(true);
  });

  it('reports the speed only when it changes', () => {
    const s = setup();
    const reports: boolean[] = [];
    s.status.subscribe((now, before) => {
      if (now.slowConnection !== before.slowConnection) reports.push(now.slowConnection);
    });
    const report = vi.spyOn(s.status.getState(), 'report');
    started(s);
    s.b.changeConnection({ downlink: 9 });
    s.b.changeConnection({ downlink: 1 });
    s.b.changeConnection({ downlink: 1.2 });
    expect(reports).toEqual([true]);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('is never slow where the browser has no connection information', () => {
    const s = started(setup({ connection: () => undefined }));
    expect(s.status.getState().slowConnection).toBe(false);
  });

  it('uses the timers it is given, every 5 s and every 10 s', () => {
    const setInterval = vi.fn((_fn: () => void, ms: number) => `timer-${ms}`);
    const clearInterval = vi.fn();
    const s = setup({ setInterval, clearInterval });
    s.monitor.start();
    expect(setInterval.mock.calls.map(([, ms]) => ms)).toEqual([5000, 10_000]);
    s.monitor.stop();
    expect(clearInterval.mock.calls.map(([t]) => t)).toEqual(['timer-5000', 'timer-10000']);
  });

  it('stops checking, pinging and listening when stopped', async () => {
    const s = setup();
    s.monitor.start();
    s.monitor.stop();
    expect(vi.getTimerCount()).toBe(0);
    s.b.state.onLine = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.ping).not.toHaveBeenCalled();
    expect(s.online()).toBe(true);
    s.b.goOffline();
    expect(s.online()).toBe(true);
    s.b.changeConnection({ effectiveType: '2g' });
    expect(s.status.getState().slowConnection).toBe(false);
  });
});
