/** The public blog: the list (/blog) with its filters, and a post (/blog/{id}). Posts themselves are content. */
import { defineText } from '../../../../src/i18n/text';

export const blogText = defineText('athlete.blog', {
  title: 'Blog',
  subtitle: 'Training, recovery and nutrition, written by the coaches on Sportlink.',
  count: (n: number) => (n === 1 ? '1 post' : `${n} posts`),
  pages: 'Pages of posts',
  empty: 'No posts yet.',
  noMatch: 'No posts match these filters.',
  tryAny: 'Try matching any filter instead of all of them.',
  tryFewer: 'Try fewer filters.',
  clearFilters: 'Clear filters',
  filters: {
    label: 'Filter posts',
    categories: 'Categories',
    tags: 'Tags',
    rule: 'Posts must match',
    any: 'Any filter',
    all: 'All filters',
  },
  tagsOf: (title: string) => `Tags of ${title}`,
  allPosts: 'All posts',
  notFoundTitle: 'Post not found',
  notFoundBody: 'This post does not exist, or is not published yet.',
  draft: 'Draft: only you and admins see it',
  tags: 'Tags',
});
