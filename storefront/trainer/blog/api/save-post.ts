/** POST lambda `blog/create` (a new post) or PUT `blog/edit/{id}` (a change); answers the post's id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { records } from '../../../../src/api/records';
import { BLOG_KEY, type BlogPostInput } from '../../../../src/blog/types';

export async function savePost(id: number | null, input: BlogPostInput): Promise<number> {
  const res = await records.custom<{ data: number }>(
    id === null
      ? { endpoint: 'blog/create', method: 'POST', body: input, pathRole: 'trainer' }
      : { endpoint: `blog/edit/${encodeURIComponent(String(id))}`, method: 'PUT', body: input, pathRole: 'trainer' },
  );
  return res.data;
}

export function useSavePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: BlogPostInput }) => savePost(id, input),
    onSuccess: () => client.invalidateQueries({ queryKey: BLOG_KEY }),
  });
}
