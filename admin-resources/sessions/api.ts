/** Every account's sign-in sessions and the sign-in analytics (lambda user-sessions/data?scope=all, analytics/user-sessions). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../src/api/client';
import { onPath } from '../../src/api/lambda';
import type { components } from '../../src/generated/api';

type S = components['schemas'];
export type AdminSession = S['UserSession'];
export type SessionAnalytics = S['SessionAnalyticsResponse']['model'];

export interface SessionsQuery {
  page: number;
  size: number;
  q: string;
}

export const getAllSessions = (q: SessionsQuery) =>
  unwrap(
    api.GET('/v1/api/{project}/{role}/lambda/user-sessions/data', {
      params: { path: onPath('admin'), query: { scope: 'all', page: q.page, size: q.size, q: q.q.trim() || undefined } },
    }),
  );
export const useAllSessions = (q: SessionsQuery) => useQuery({ queryKey: ['admin', 'sessions', q], queryFn: () => getAllSessions(q), placeholderData: keepPreviousData, staleTime: 0, refetchOnMount: 'always' });

export const endSession = (id: number) =>
  unwrap(api.DELETE('/v1/api/{project}/{role}/lambda/user-sessions/data/{sessionId}', { params: { path: { ...onPath('admin'), sessionId: id }, query: { scope: 'all' } } }));
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({ mutationFn: endSession, onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'sessions'] }) });
}

export const getSessionAnalytics = () => unwrap(api.GET('/v1/api/{project}/{role}/lambda/analytics/user-sessions', { params: { path: onPath('admin') } })).then((r) => r.model);
export const useSessionAnalytics = () => useQuery({ queryKey: ['admin', 'session-analytics'], queryFn: getSessionAnalytics, staleTime: 0, refetchOnMount: 'always' });
