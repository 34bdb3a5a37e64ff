import { describe, expect, it } from 'vitest';
import { blogQueryParams, EMPTY_BLOG_QUERY, filterCount, parseBlogQuery, tagPath, toggle } from './blog-query';

describe('the blog list as a URL', () => {
  it('reads tags, categories, the rule and the page from the address', () => {
    const q = parseBlogQuery(new URLSearchParams('tag=strength&tag=running&tag=strength&category=training&rule=all&page=3'));
    expect(q).toEqual({ tags: ['strength', 'running'], categories: ['training'], rule: 'all', page: 3 });
    expect(filterCount(q)).toBe(3);
  });

  it('ignores what is not a slug, an unknown rule and a bad page', () => {
    expect(parseBlogQuery(new URLSearchParams('tag=Not a slug&tag=<b>&rule=some&page=-2'))).toEqual(EMPTY_BLOG_QUERY);
  });

  it('writes an address that reads back the same, and links a tag to its filtered list', () => {
    const q = { tags: ['sleep'], categories: ['recovery', 'training'], rule: 'all' as const, page: 2 };
    expect(parseBlogQuery(blogQueryParams(q))).toEqual(q);
    expect(blogQueryParams(EMPTY_BLOG_QUERY).toString()).toBe('');
    expect(tagPath('hip-openers')).toBe('/blog?tag=hip-openers');
  });

  it('turns a filter on and off, back to the first page', () => {
    const on = toggle({ ...EMPTY_BLOG_QUERY, page: 4 }, 'tags', 'sleep');
    expect(on).toEqual({ ...EMPTY_BLOG_QUERY, tags: ['sleep'] });
    expect(toggle(on, 'tags', 'sleep').tags).toEqual([]);
  });
});
