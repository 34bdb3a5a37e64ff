/** DELETE records `comment/{id}` (the athlete's own); the post is read again afterwards. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../../src/api/records';
import { refreshPost } from './posts-cache';

export function useDeleteComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId }: { commentId: number; postId: number }) => records.delete('comment', commentId),
    onSuccess: (_id, { postId }) => refreshPost(client, postId),
  });
}
