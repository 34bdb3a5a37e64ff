/** POST records `comment` on a post; the post is read again afterwards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../../src/api/records';
import { refreshPost } from './posts-cache';

export function useAddComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, body }: { postId: number; body: string }) => records.create('comment', { post_id: postId, body }),
    onSuccess: (_id, { postId }) => refreshPost(client, postId),
  });
}
