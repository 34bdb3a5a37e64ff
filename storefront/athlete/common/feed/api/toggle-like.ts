/** POST records `reaction` (a like) or DELETE `reaction/{id}` (unlike); the post is read again afterwards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../../../src/api/errors';
import { records } from '../../../../../src/api/records';
import { FEED } from '../feed-config';
import { refreshPost } from './posts-cache';

export interface LikeChange {
  postId: number;
  /** true: like; false: unlike. */
  like: boolean;
  /** The athlete's reaction to remove (unlike). */
  reactionId?: number;
}

export async function setLike({ postId, like, reactionId }: LikeChange): Promise<void> {
  try {
    if (like) await records.create('reaction', { post_id: postId, kind: FEED.likeKind });
    else if (reactionId) await records.delete('reaction', reactionId);
  } catch (err) {
    // Liked already (one like per person and post) or unliked already (from another tab): the fresh read shows it.
    if (isApiError(err) && (err.status === 409 || err.status === 404)) return;
    throw err;
  }
}

export function useToggleLike() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setLike,
    // Settled once the post is read again, so the card never flickers back to the old count.
    onSettled: (_data, _err, change) => refreshPost(client, change.postId),
  });
}
