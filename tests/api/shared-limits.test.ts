/**
 * The attempt counters are one budget for every instance (server/auth/limiter.ts, ADR 029): in PostgreSQL's table
 * when the instances share a PostgreSQL database, in Redis when REDIS_URL is set. Two instances of the server on one
 * database, signed in against alternately, refuse the eleventh wrong password whichever of them gets it; each store
 * counts atomically under concurrency, starts a new window when one ends, and a store that does not answer refuses
 * (503) rather than letting attempts through uncounted.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Limiter, PostgresLimitStore, RedisLimitStore, type LimitStore } from '../../server/auth/limiter';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { startServer, TEST_DB, type TestServer } from '../helpers/server';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: 1000 });
  r.on('error', () => undefined);
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}
const HAS_REDIS = await redisAnswers();

/** A wrong password for the demo athlete from one client address, through one instance. */
async function wrongSignIn(server: TestServer, ip: string, password = 'not-the-password') {
  const res = await fetch(`${server.api}/sportlink/member/lambda/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-project': 'sportlink', 'x-forwarded-for': ip },
    body: JSON.stringify({ email: 'athlete@sportlink.test', password }),
  });
  return { status: res.status, body: (await res.json()) as { message?: string }, retryAfter: res.headers.get('retry-after') };
}

/** Ten wrong passwords spread over two instances, then an eleventh on each: both refuse, the right password too. */
async function sharesOneBudget(a: TestServer, b: TestServer) {
  const ip = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  for (let i = 0; i < 10; i++) expect((await wrongSignIn(i % 2 ? b : a, ip)).status).toBe(401);
  for (const instance of [a, b]) {
    const refused = await wrongSignIn(instance, ip, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts; try again in \d+ seconds$/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  }
  // Another address is not locked out by it.
  expect((await wrongSignIn(b, '198.51.100.77', DEMO_PASSWORD)).status).toBe(200);
}

/** Fifty attempts at once count fifty, each seeing its own number: none is lost, none is counted twice. */
async function countsAtomically(store: LimitStore) {
  const key = `test:${randomBytes(6).toString('hex')}`;
  const now = Date.now();
  const counts = await Promise.all(Array.from({ length: 50 }, () => store.increment(key, 60_000, now)));
  expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  const peek = await store.peek(key, now);
  expect(peek?.count).toBe(50);
  expect(peek!.resetAt).toBeGreaterThan(now);
  expect(peek!.resetAt).toBeLessThanOrEqual(now + 60_000);
  await store.remove(key);
  expect(await store.peek(key, now)).toBeNull();
}

/** The limiter over the store: the limit's last attempt passes, the next is refused, a reset starts again. */
async function limitsThroughStore(store: LimitStore) {
  const limiter = new Limiter(store);
  const key = `test:${randomBytes(6).toString('hex')}`;
  const rule = { limit: 3, windowMs: 60_000 };
  for (let i = 0; i < 3; i++) await limiter.hit(key, rule);
  await expect(limiter.hit(key, rule)).rejects.toMatchObject({ statusCode: 429 });
  await expect(limiter.check(key, rule)).rejects.toMatchObject({ statusCode: 429 });
  await limiter.reset(key);
  await expect(limiter.check(key, rule)).resolves.toBeUndefined();
}

describe.skipIf(TEST_DB !== 'postgres')('on PostgreSQL, without Redis: the rate_limit table', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startServer({ env: { TRUST_PROXY: 'loopback' } });
    b = await startServer({ env: { TRUST_PROXY: 'loopback' }, sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('gives two instances one budget of failed sign-ins', async () => {
    expect(a.app.limiter.store.kind).toBe('postgres');
    await sharesOneBudget(a, b);
  }, 120_000);

  it('counts concurrent attempts exactly', async () => {
    await countsAtomically(new PostgresLimitStore(a.database.db));
    await limitsThroughStore(new PostgresLimitStore(a.database.db));
  });

  it('starts a new window when one ends, and sweeps ended windows', async () => {
    const store = new PostgresLimitStore(a.database.db);
    const key = `test:${randomBytes(6).toString('hex')}`;
    const t0 = Date.now();
    await store.increment(key, 1000, t0);
    expect((await store.increment(key, 1000, t0 + 10)).count).toBe(2);
    const next = await store.increment(key, 1000, t0 + 1000);
    expect(next).toEqual({ count: 1, resetAt: t0 + 2000 });
    await store.sweep(t0 + 5000);
    expect(await a.database.db.selectFrom('rate_limit').select('key').where('key', '=', key).executeTakeFirst()).toBeUndefined();
  });
});

describe.skipIf(!HAS_REDIS)('with REDIS_URL: Redis', () => {
  let a: TestServer;
  let b: TestServer;
  let redis: Redis;
  const prefix = `sportlink-test-${randomBytes(4).toString('hex')}:`;
  beforeAll(async () => {
    const env = { TRUST_PROXY: 'loopback', REDIS_URL, REDIS_PREFIX: prefix };
    a = await startServer({ env });
    b = await startServer({ env, sameDatabaseAs: a });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('gives two instances one budget of failed sign-ins, kept in Redis with its window', async () => {
    expect(a.app.limiter.store.kind).toBe('redis');
    await sharesOneBudget(a, b);
    const keys = await redis.keys(`${prefix}limit:fail:athlete@sportlink.test:*`);
    expect(keys.length).toBeGreaterThan(0);
    const ttl = await redis.pttl(keys[0]);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
  }, 120_000);

  it('counts concurrent attempts exactly', async () => {
    await countsAtomically(new RedisLimitStore(redis, prefix));
    await limitsThroughStore(new RedisLimitStore(redis, prefix));
  });
});

describe('a Redis that does not answer', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A port nothing listens on: the limiter cannot count, so it refuses.
    server = await startServer({ env: { TRUST_PROXY: 'loopback', REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(async () => server?.close());

  it('refuses sign-ins with 503 and a message, never lets them through uncounted', async () => {
    const res = await wrongSignIn(server, '203.0.113.200', DEMO_PASSWORD);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Attempts cannot be counted right now, so none is accepted; try again shortly');
  });
});
