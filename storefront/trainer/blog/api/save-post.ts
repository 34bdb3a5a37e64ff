/** POST lambda `blog/create` (a new post) or PUT `blog/edit/{id}` (a change); answers the post's id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../src/api/client';
import { onPath } from '../../../../src/api/lambda';
import { BLOG_KEY, type BlogPostInput } from '../../../shared/blog/types';

export async function savePost(id: number | null, input: BlogPostInput): Promise<number> {
  const res =
    id === null
      ? await unwrap(api.POST('/v1/api/{project}/{role}/lambda/blog/create', { params: { path: onPath('trainer') }, body: input }))
      : await unwrap(api.PUT('/v1/api/{project}/{role}/lambda/blog/edit/{id}', { params: { path: { ...onPath('trainer'), id } }, body: input }));
  return res.data;
}

export function useSavePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: BlogPostInput }) => savePost(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: BLOG_KEY }),
  });
}
