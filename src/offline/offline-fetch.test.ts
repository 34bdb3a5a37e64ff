import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE } from '../config/constants';
import { MESSAGES } from '../config/messages';
import { QUEUED_HEADER } from './capture';
import { idbStore, OFFLINE_DATABASES } from './storage';
import { fakeBrowserPage } from './test-page';
import type { OfflineDataRecord, QueuedRequest } from './types';

const API = 'https://api.sportlink.test';
const BASE = '/v1/api/records/sportlink/member';
const LAMBDA = '/v1/api/sportlink/member/lambda';
const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);
const KEY = '0b6f3c2e-3f7d-4c4a-9a51-5d2f1e8c7a10';

/** requirements §8's six network-like errors, as an error of fetch would say them. */
const NETWORK_LIKE_ERRORS = [
  ['network error', new TypeError('Network error')],
  ['fetch error', new TypeError('Fetch error')],
  ['connection failed', new Error('Connection failed')],
  ['timeout', new DOMException('The operation was aborted due to timeout', 'TimeoutError')],
  ['no internet', new Error('No internet')],
  ['offline', new Error('You are offline')],
] as const;

/** What the fetch of the page does: the ping answers, every other request fails with `failure` (or is answered). */
let failure: unknown;
let answer: Response | null;
const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (url.endsWith('/v1/api/status')) return new Response('{}', { status: 200 });
  if (answer) return answer;
  throw failure;
});

/** The modules of a fresh page load (the offline layer starts once per page). */
async function page() {
  const [{ offlineAwareFetch }, { sessionStore }, { toastStore }, { records }, { configureApi }, { setTransport }] = await Promise.all([
    import('./offline-fetch'),
    import('../session/store'),
    import('../ui/toasts'),
    import('../api/records'),
    import('../api/config'),
    import('../api/client'),
  ]);
  // As the composition root does (src/main.tsx): the client sends through the offline layer's fetch.
  setTransport(offlineAwareFetch);
  sessionStore.setState({ user: 7 });
  configureApi({ baseUrl: API, projectId: 'sportlink' });
  const queued = () => idbStore<QueuedRequest>(OFFLINE_DATABASES.queue).values();
  const shown = () => idbStore<OfflineDataRecord>(OFFLINE_DATABASES.records).values();
  const toasts = () => toastStore.getState().toasts.map((t) => t.message);
  return { offlineAwareFetch, records, queued, shown, toasts };
}

const change = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  new Request(`${API}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'idempotency-key': KEY, ...headers },
  });

beforeEach(() => {
  vi.resetModules();
  // The fake IndexedDB runs its work on setImmediate: fake the clock and the timers only.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(T0);
  fakeBrowserPage();
  vi.stubGlobal('fetch', fetchStub);
  fetchStub.mockClear();
  failure = new TypeError('Failed to fetch');
  answer = null;
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a change that cannot reach the server (requirements §8)', () => {
  it.each(NETWORK_LIKE_ERRORS)('is queued after a %s, and answered 202 as created locally', async (_kind, error) => {
    failure = error;
    const p = await page();
    const response = await p.offlineAwareFetch(change('POST', `${BASE}/workout_log`, { enrollment_id: 3, reps: 5 }));

    expect(response.status).toBe(202);
    expect(response.headers.get(QUEUED_HEADER)).toBe('1');
    const body = (await response.json()) as { error: boolean; data: number; queued: boolean; message: string };
    expect(body).toEqual({ error: false, data: expect.any(Number), queued: true, message: MESSAGES.savedLocally('create') });
    expect(await p.queued()).toHaveLength(1);
    expect(p.toasts()).toEqual([MESSAGES.savedLocally('create')]);
  });

  it('says an update and a delete were made locally, and a profile change or a bulk change was queued', async () => {
    const p = await page();
    const say = async (request: Request) => ((await (await p.offlineAwareFetch(request)).json()) as { message: string; data: unknown });

    expect(await say(change('PUT', `${BASE}/workout_log/12`, { reps: 6 }))).toEqual(
      expect.objectContaining({ message: MESSAGES.savedLocally('update'), data: 12 }),
    );
    expect(await say(change('DELETE', `${BASE}/workout_log/12`))).toEqual(expect.objectContaining({ message: MESSAGES.savedLocally('delete'), data: 12 }));
    expect(await say(change('POST', `${LAMBDA}/profile`, { first_name: 'Ana' }))).toEqual(
      expect.objectContaining({ message: MESSAGES.requestQueued, data: null }),
    );
    expect(await say(change('POST', `${BASE}/notification/PUTWHERE`, { read: 1 }))).toEqual(
      expect.objectContaining({ message: MESSAGES.requestQueued, data: null }),
    );
    expect((await p.queued()).map((r) => r.operation).sort()).toEqual(['custom', 'custom', 'delete', 'update']);
  });

  it('keeps the queued request with every requirements §3 field and the Idempotency-Key the app gave it', async () => {
    const p = await page();
    await p.offlineAwareFetch(change('POST', `${BASE}/workout_log?return=id`, { enrollment_id: 3, reps: 5 }, { authorization: 'Bearer secret' }));

    const [queued] = await p.queued();
    expect(Object.keys(queued).sort()).toEqual(
      ['id', 'timestamp', 'retryCount', 'maxRetries', 'endpoint', 'method', 'body', 'headers', 'table', 'operation', 'priority', 'metadata'].sort(),
    );
    expect(queued).toMatchObject({
      timestamp: T0,
      retryCount: 0,
      maxRetries: OFFLINE.maxRetries,
      endpoint: `${BASE}/workout_log?return=id`,
      method: 'POST',
      body: JSON.stringify({ enrollment_id: 3, reps: 5 }),
      headers: { 'content-type': 'application/json', 'idempotency-key': KEY },
      table: 'workout_log',
      operation: 'create',
      priority: 'high',
      metadata: { userId: 7, idempotencyKey: KEY, state: 'pending' },
    });
    expect(queued.id).toEqual(expect.any(String));
    expect(queued.headers).not.toHaveProperty('authorization');
  });

  it('gives a record created offline a temporary id below zero, answered to the app and shown at once', async () => {
    const p = await page();
    const id = await p.records.create('workout_log', { enrollment_id: 3, reps: 5 } as never, { pathRole: 'member' });

    expect(id).toBeLessThan(0);
    const [queued] = await p.queued();
    expect(queued.metadata.optimisticId).toBe(id);
    // The API client gave the change its Idempotency-Key before it failed: the queue keeps that one.
    const sent = fetchStub.mock.calls.map(([input]) => input).find((r): r is Request => r instanceof Request && r.method === 'POST')!;
    expect(sent.headers.get('idempotency-key')).toBe(queued.metadata.idempotencyKey);
    expect(await p.shown()).toEqual([expect.objectContaining({ table: 'workout_log', operation: 'create', optimisticId: id, data: { enrollment_id: 3, reps: 5, id } })]);
  });

  it('does not queue a change the server answered, even with an error: its answer is final', async () => {
    const p = await page();
    for (const status of [400, 403, 404, 422, 500, 503]) {
      answer = new Response(JSON.stringify({ error: true, message: 'Refused' }), { status });
      const response = await p.offlineAwareFetch(change('POST', `${BASE}/workout_log`, { reps: 5 }));
      expect(response.status).toBe(status);
    }
    expect(await p.queued()).toEqual([]);
    expect(p.toasts()).toEqual([]);
  });

  it('does not queue a failure that is not network-like, and lets it through as it is', async () => {
    failure = new Error('Something else went wrong');
    const p = await page();
    await expect(p.offlineAwareFetch(change('POST', `${BASE}/workout_log`, { reps: 5 }))).rejects.toBe(failure);
    expect(await p.queued()).toEqual([]);
  });

  it('never queues sign-in, payments or uploads: they fail at once', async () => {
    const p = await page();
    for (const path of [`${LAMBDA}/login`, `${LAMBDA}/stripe/checkout`, `${LAMBDA}/stripe/customer/cards`, `${LAMBDA}/upload`, `${LAMBDA}/s3/upload`]) {
      await expect(p.offlineAwareFetch(change('POST', path, {}))).rejects.toBe(failure);
    }
    expect(await p.queued()).toEqual([]);
  });

  it('never queues a read', async () => {
    const p = await page();
    await expect(p.offlineAwareFetch(new Request(`${API}${BASE}/workout_log`))).rejects.toBe(failure);
    await expect(p.offlineAwareFetch(change('POST', `${BASE}/workout_log/GETALL`, {}))).rejects.toBe(failure);
    expect(await p.queued()).toEqual([]);
  });

  it('does not queue a change its caller cancelled', async () => {
    const p = await page();
    const controller = new AbortController();
    const request = new Request(change('POST', `${BASE}/workout_log`, { reps: 5 }), { signal: controller.signal });
    controller.abort();
    failure = new DOMException('This operation was aborted', 'AbortError');
    await expect(p.offlineAwareFetch(request)).rejects.toBe(failure);
    expect(await p.queued()).toEqual([]);
  });

  it('fails as it is when the offline layer cannot be fetched either', async () => {
    vi.doMock('./index', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const p = await page();
    await expect(p.offlineAwareFetch(change('POST', `${BASE}/workout_log`, { reps: 5 }))).rejects.toBe(failure);
    vi.doUnmock('./index');
  });
});
