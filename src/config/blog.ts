/** The blog's limits and messages, defined once for the API, the trainer's editor and the public pages. */

export const BLOG = {
  titleMax: 160,
  bodyMax: 50_000,
  excerptMax: 300,
  /** How long the summary lists show (the excerpt, or the body's start as plain text) may be. */
  summaryMax: 200,
  maxCategories: 5,
  maxTags: 10,
  categoryNameMax: 60,
  tagNameMax: 40,
  /** A list's page size when none is asked (requirements §9: list size default 10). */
  pageSize: 10,
} as const;

export type BlogStatus = 'draft' | 'published';
/** How a filter combines its tags and categories: a post with any of them, or with all of them. */
export type BlogRule = 'any' | 'all';

export const BLOG_MESSAGES = {
  titleRequired: 'Give the post a title',
  titleTooLong: `The title can be at most ${BLOG.titleMax} characters`,
  bodyRequired: 'Write something in the post',
  bodyTooLong: `The post can be at most ${BLOG.bodyMax.toLocaleString('en-US')} characters`,
  excerptTooLong: `The excerpt can be at most ${BLOG.excerptMax} characters`,
  coverInvalid: 'The cover must be an https:// address or an uploaded image',
  tooManyCategories: `A post has at most ${BLOG.maxCategories} categories`,
  tooManyTags: `A post has at most ${BLOG.maxTags} tags`,
  termNameInvalid: (what: 'category' | 'tag') => `Each ${what} name needs a letter or a digit`,
  termNameTooLong: (what: 'category' | 'tag', max: number) => `A ${what} name can be at most ${max} characters`,
  mineNeedsSignIn: 'Sign in to see your own posts',
  postNotFound: 'No such blog post',
  created: 'Your post is saved',
  published: 'Your post is published',
  updated: 'Your changes are saved',
  deleted: 'The post is deleted',
} as const;
