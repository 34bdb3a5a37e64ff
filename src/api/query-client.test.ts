import { describe, expect, it } from 'vitest';
import { mergeForStore } from '../offline/read-cache';
import { createQueryClient, isNetworkLikeError, retryDelay } from './query-client';

describe('the query client', () => {
  it('has the requirements §9 defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(600_000);
    expect(queries?.gcTime).toBe(1_800_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchOnReconnect).toBe(true);
    const mutationRetry = mutations?.retry as (n: number, e: unknown) => boolean;
    expect(mutationRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(mutationRetry(2, new TypeError('Failed to fetch'))).toBe(false);
    expect(mutationRetry(0, new Error('Forbidden'))).toBe(false);
    const retry = queries?.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(3, new TypeError('Failed to fetch'))).toBe(false);
    expect(retry(0, new Error('Bad input'))).toBe(false);
  });

  it('waits 1 s, 2 s, 4 s, ... between retries: at most 30 s for a read, 10 s for a change', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    const lost = new TypeError('Failed to fetch');
    const readDelay = queries?.retryDelay as (attempt: number, e: unknown) => number;
    const changeDelay = mutations?.retryDelay as (attempt: number, e: unknown) => number;
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => readDelay(n, lost))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect([0, 1, 2, 3, 4].map((n) => changeDelay(n, lost))).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });

  it('runs a change even offline, so the API client can queue it (ADR 011), and pauses reads instead', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(mutations?.networkMode).toBe('always');
    expect(queries?.networkMode).toBeUndefined(); // TanStack's default, 'online': reads wait for the connection
  });

  it('retries network-like errors only, with a doubling delay capped at 30 s (mutations 10 s)', () => {
    expect(isNetworkLikeError(new Error('Request timeout'))).toBe(true);
    expect([0, 1, 2, 5, 10].map((n) => retryDelay(n))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(retryDelay(4, 10_000)).toBe(10_000);
  });
});

describe('the profile', () => {
  it('is never stored on the device, whichever screen reads it (the guard holds pending users by it)', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['profile', 'member', 'token'], queryFn: async () => ({ profile_complete: 0 }) });
    await client.fetchQuery({ queryKey: ['programs'], queryFn: async () => [1] });
    expect(mergeForStore(client, undefined, 1).state.queries.map((q) => q.queryKey)).toEqual([['programs']]);
  });
});
