import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '../../../src/config/blog';
import { EMPTY_POST_FORM, inputOf, serverErrors, validatePost } from './post-form';

const form = (over: Partial<typeof EMPTY_POST_FORM>) => ({ ...EMPTY_POST_FORM, title: 'A title', body: 'A body', ...over });

describe('the blog editor form', () => {
  it('asks for a title and a body, and checks lengths, the cover and names', () => {
    expect(validatePost(EMPTY_POST_FORM)).toEqual({ title: BLOG_MESSAGES.titleRequired, body: BLOG_MESSAGES.bodyRequired });
    expect(validatePost(form({}))).toEqual({});
    expect(validatePost(form({ title: 'x'.repeat(161) })).title).toBe(BLOG_MESSAGES.titleTooLong);
    expect(validatePost(form({ excerpt: 'x'.repeat(301) })).excerpt).toBe(BLOG_MESSAGES.excerptTooLong);
    expect(validatePost(form({ cover: 'ftp://x' })).cover).toBe(BLOG_MESSAGES.coverInvalid);
    expect(validatePost(form({ tags: ['ok', '??'] })).tags).toBe(BLOG_MESSAGES.termNameInvalid('tag'));
    expect(validatePost(form({ categories: ['a', 'b', 'c', 'd', 'e', 'f'] })).categories).toBe(BLOG_MESSAGES.tooManyCategories);
  });

  it('sends trimmed text, and an empty excerpt or cover as none', () => {
    expect(inputOf(form({ title: '  Hello ', excerpt: '  ', cover: '', tags: [' strength ', ''], status: 'published' }))).toEqual({
      title: 'Hello',
      body: 'A body',
      excerpt: null,
      cover: null,
      status: 'published',
      categories: [],
      tags: ['strength'],
    });
  });

  it('puts the server’s messages at the fields it names', () => {
    expect(serverErrors({ title: 'Give the post a title', 'tags.1': 'bad', other: 'x' })).toEqual({ title: 'Give the post a title', tags: 'bad' });
  });
});
