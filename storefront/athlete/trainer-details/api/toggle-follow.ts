/** POST records `follow` (follow a trainer) or DELETE `follow/{id}` (unfollow); the feed's sources follow suit. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../../src/api/errors';
import { records } from '../../../../src/api/records';
import { FEED_SOURCES_KEY } from '../../common/feed/api/get-feed-sources';
import { FOLLOWS_KEY } from './get-follow';

export type FollowChange = { follow: true; trainerId: number } | { follow: false; trainerId: number; followId: number };

export async function setFollow(change: FollowChange): Promise<void> {
  try {
    if (change.follow) await records.create('follow', { trainer_id: change.trainerId });
    else await records.delete('follow', change.followId);
  } catch (err) {
    // Followed or unfollowed already (another tab): the fresh read shows it.
    if (isApiError(err) && (err.status === 409 || err.status === 404)) return;
    throw err;
  }
}

export function useToggleFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setFollow,
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: FOLLOWS_KEY }), client.invalidateQueries({ queryKey: FEED_SOURCES_KEY })]),
  });
}
