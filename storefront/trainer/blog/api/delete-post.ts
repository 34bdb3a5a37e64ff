/** DELETE lambda `blog/delete/{id}`: one of the trainer's posts, with its category and tag links. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { BLOG_KEY } from '../../../../src/blog/types';

export async function deletePost(id: number): Promise<void> {
  await records.custom({ endpoint: `blog/delete/${encodeURIComponent(String(id))}`, method: 'DELETE', pathRole: 'trainer' });
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePost, onSuccess: () => client.invalidateQueries({ queryKey: BLOG_KEY }) });
}
