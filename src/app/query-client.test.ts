import { describe, expect, it } from 'vitest';
import { createQueryClient, isNetworkLikeError, retryDelay } from './query-client';

describe('the query client', () => {
  it('has the spec §9 defaults', () => {
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

  it('retries network-like errors only, with a doubling delay capped at 30 s (mutations 10 s)', () => {
    expect(isNetworkLikeError(new Error('Request timeout'))).toBe(true);
    expect([0, 1, 2, 5, 10].map((n) => retryDelay(n))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(retryDelay(4, 10_000)).toBe(10_000);
  });
});
