/** The app's one TanStack Query client, with requirements §9's query and mutation defaults. */
import { QueryClient } from '@tanstack/react-query';
import { isNetworkLikeError } from './errors';
import { QUERY_DEFAULTS as Q } from '../config/constants';

export { isNetworkLikeError };

/** Delay before retry `attempt` (0-based): 1 s doubling, capped at `max`. */
export function retryDelay(attempt: number, max: number = Q.retryMaxDelayMs): number {
  return Math.min(Q.retryBaseDelayMs * 2 ** attempt, max);
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Q.staleTimeMs,
        gcTime: Q.gcTimeMs,
        refetchOnWindowFocus: Q.refetchOnWindowFocus,
        refetchOnReconnect: Q.refetchOnReconnect,
        retry: (failures, error) => failures < Q.maxRetries && isNetworkLikeError(error),
        retryDelay: (attempt) => retryDelay(attempt),
      },
      mutations: {
        // A change runs even offline: the API client queues what cannot be sent (src/offline), instead of the
        // change waiting, unseen, in TanStack's own paused state.
        networkMode: 'always',
        // An answer from the server is final here too (a refused action is not retried), only lost requests are.
        retry: (failures, error) => failures < Q.mutationMaxRetries && isNetworkLikeError(error),
        retryDelay: (attempt) => retryDelay(attempt, Q.mutationRetryMaxDelayMs),
      },
    },
  });
  // The profile (['profile', pathRole, token]) decides whether the route guard holds a user on profile completion:
  // never kept on the device, whichever screen reads it, so a copy from before the profile was completed (stored up
  // to a second after) cannot hold the user after a reload. While it is not known, nobody is held.
  client.setQueryDefaults(['profile'], { meta: { persist: false } });
  return client;
}

export const queryClient = createQueryClient();
