/**
 * GETALL records `follow` (the athlete's own) and `enrollment` (own, active): whose posts the feed shows — the
 * trainers the athlete follows and the programs the athlete holds.
 */
import { useQuery } from '@tanstack/react-query';
import { records } from '../../../../../src/api/records';
import { useSession } from '../../../../../src/session/store';
import { hasAccess } from '../../owned-programs/access';

export interface FeedSources {
  trainerIds: number[];
  programIds: number[];
}

export const FEED_SOURCES_KEY = ['athlete', 'feed-sources'] as const;
export const feedSourcesKey = (user: number | null) => [...FEED_SOURCES_KEY, user] as const;

export async function getFeedSources(signal?: AbortSignal): Promise<FeedSources> {
  const [follows, enrollments] = await Promise.all([
    records.getAll('follow', { order: 'id,asc', pathRole: 'member', signal }),
    records.getAll('enrollment', { filter: { field: 'status', op: 'eq', value: 'active' }, pathRole: 'member', signal }),
  ]);
  return {
    trainerIds: follows.list.map((f) => Number(f.trainer_id)),
    programIds: enrollments.list.filter((e) => hasAccess(e)).map((e) => Number(e.program_id)),
  };
}

export function useFeedSources() {
  const user = useSession((s) => s.user);
  const isAthlete = useSession((s) => s.isAuthenticated && s.role === 'athlete');
  return useQuery({ queryKey: feedSourcesKey(user), queryFn: ({ signal }) => getFeedSources(signal), enabled: isAthlete, staleTime: 0 });
}
