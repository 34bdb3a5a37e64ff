import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { records, type RecordInput, type Row } from '../../../../src/api/records';
import { useSession } from '../../../../src/session/store';
import { POST_ORDER } from '../../../shared/posts';

type Author = Pick<Row<'user'>, 'id' | 'first_name' | 'last_name' | 'photo'>;
export type FeedComment = Row<'comment'> & { author: Author | null };
export type FeedPost = Row<'post'> & { comment: FeedComment[]; reaction: Row<'reaction'>[] };

export const OWN_POSTS_KEY = ['trainer', 'posts'] as const;

/** The trainer's own posts, pinned first then newest, with their comments (and who wrote them) and likes. */
export function getOwnPosts(authorId: number, page: number) {
  return records.list<'post', { comment: FeedComment[]; reaction: Row<'reaction'>[] }>('post', {
    filter: { field: 'author_id', op: 'eq', value: authorId },
    order: [...POST_ORDER],
    join: ['comment.author', 'reaction'],
    page,
    size: 10,
    pathRole: 'trainer',
  });
}

export function useOwnPosts(page: number) {
  const user = useSession((s) => s.user);
  return useQuery({ queryKey: [...OWN_POSTS_KEY, user, page], queryFn: () => getOwnPosts(user!, page), enabled: user !== null });
}

/** Create (no id), change, or delete a post; the server keeps one pinned post per author. */
export function usePostMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (m: { kind: 'create'; input: RecordInput<'post'> } | { kind: 'update'; id: number; input: RecordInput<'post'> } | { kind: 'delete'; id: number }) =>
      m.kind === 'create'
        ? records.create('post', m.input, { pathRole: 'trainer' })
        : m.kind === 'update'
          ? records.update('post', m.id, m.input, { pathRole: 'trainer' })
          : records.delete('post', m.id, { pathRole: 'trainer' }),
    onSuccess: () => client.invalidateQueries({ queryKey: OWN_POSTS_KEY }),
  });
}
