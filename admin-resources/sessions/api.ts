/** Every account's sign-in sessions and the sign-in analytics (lambda user-sessions/data?scope=all, analytics/user-sessions). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../src/generated/api';
import { adminCall } from '../lib/admin-call';

type S = components['schemas'];
export type AdminSession = S['UserSession'];
export type SessionAnalytics = S['SessionAnalyticsResponse']['model'];

export interface SessionsQuery {
  page: number;
  size: number;
  q: string;
}

export const getAllSessions = (q: SessionsQuery) =>
  adminCall<S['SessionsResponse']>('user-sessions/data', undefined, 'GET', { scope: 'all', page: q.page, size: q.size, q: q.q.trim() || undefined });
export const useAllSessions = (q: SessionsQuery) => useQuery({ queryKey: ['admin', 'sessions', q], queryFn: () => getAllSessions(q), placeholderData: keepPreviousData, staleTime: 0, refetchOnMount: 'always' });

export const endSession = (id: number) => adminCall<{ error: false; data: number }>(`user-sessions/data/${id}`, undefined, 'DELETE', { scope: 'all' });
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({ mutationFn: endSession, onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'sessions'] }) });
}

export const getSessionAnalytics = () => adminCall<S['SessionAnalyticsResponse']>('analytics/user-sessions').then((r) => r.model);
export const useSessionAnalytics = () => useQuery({ queryKey: ['admin', 'session-analytics'], queryFn: getSessionAnalytics, staleTime: 0, refetchOnMount: 'always' });
