/** Where post lists live in the query cache (the feed and each trainer's page), and a fresh read of one post put into all of them. */
import type { QueryClient } from '@tanstack/react-query';
import { isApiError, isNetworkLikeError } from '../../../../../src/api/errors';
import { records } from '../../../../../src/api/records';
import { POST_JOINS, replacePost, type Post, type PostJoins, type PostPages } from '../feed-logic';

/** Every list of posts an athlete screen reads starts with this key. */
export const POSTS_KEY = ['athlete', 'posts'] as const;

/** GET records `post/{id}` with what a card shows (author, program, comments and their authors, likes). */
export async function getPost(id: number): Promise<Post> {
  return (await records.get<'post', PostJoins>('post', id, { join: [...POST_JOINS] })) as Post;
}

/**
 * After a like or a comment: reads the post again and puts it into every loaded list (drops it when it is gone).
 * Without a connection the change waits in the offline queue and shows from there; the post is read again when the
 * queue has synced (src/offline refreshes every screen then), so a failed read here is no failure of the change.
 */
export async function refreshPost(client: QueryClient, id: number): Promise<void> {
  let fresh: Post | null;
  try {
    fresh = await getPost(id);
  } catch (err) {
    if (isNetworkLikeError(err)) return;
    if (!isApiError(err) || err.status !== 404) throw err;
    fresh = null;
  }
  client.setQueriesData<PostPages>({ queryKey: POSTS_KEY }, (data) => replacePost(data, id, fresh));
}
