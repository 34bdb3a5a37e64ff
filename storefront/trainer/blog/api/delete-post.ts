/** DELETE lambda `blog/delete/{id}`: one of the trainer's posts, with its category and tag links. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import { BLOG_KEY } from '../../../shared/blog/types';

export async function deletePost(id: number): Promise<void> {
  await unwrap(api.DELETE('/v1/api/{project}/{role}/lambda/blog/delete/{id}', { params: { path: { ...onPath('trainer'), id } } }));
}

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePost, onSuccess: () => client.invalidateQueries({ queryKey: BLOG_KEY }) });
}
