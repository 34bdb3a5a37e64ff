/**
 * The public blog list as a URL (/blog?tag=strength&tag=running&category=training&rule=all&page=2): what the page
 * shows is what the address says, so a filtered list can be shared and Back undoes a filter.
 */
import type { BlogRule } from '../../../src/config/blog';

export interface BlogQuery {
  tags: string[];
  categories: string[];
  rule: BlogRule;
  page: number;
}

export const EMPTY_BLOG_QUERY: BlogQuery = { tags: [], categories: [], rule: 'any', page: 1 };

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slugs = (values: string[]) => [...new Set(values.map((v) => v.trim().toLowerCase()).filter((v) => SLUG.test(v)))].slice(0, 20);

export function parseBlogQuery(params: URLSearchParams): BlogQuery {
  const page = Number(params.get('page'));
  return {
    tags: slugs(params.getAll('tag')),
    categories: slugs(params.getAll('category')),
    rule: params.get('rule') === 'all' ? 'all' : 'any',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function blogQueryParams(q: BlogQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const t of q.tags) params.append('tag', t);
  for (const c of q.categories) params.append('category', c);
  if (q.rule === 'all') params.set('rule', 'all');
  if (q.page > 1) params.set('page', String(q.page));
  return params;
}

/** The list's address filtered by one tag (a post's tag links here). */
export function tagPath(slug: string): string {
  return `/blog?${blogQueryParams({ ...EMPTY_BLOG_QUERY, tags: [slug] }).toString()}`;
}

export function categoryPath(slug: string): string {
  return `/blog?${blogQueryParams({ ...EMPTY_BLOG_QUERY, categories: [slug] }).toString()}`;
}

export const filterCount = (q: BlogQuery) => q.tags.length + q.categories.length;

/** Adds the slug to the list, or removes it when there; back to the first page. */
export function toggle(q: BlogQuery, kind: 'tags' | 'categories', slug: string): BlogQuery {
  const list = q[kind].includes(slug) ? q[kind].filter((s) => s !== slug) : [...q[kind], slug];
  return { ...q, [kind]: list, page: 1 };
}
