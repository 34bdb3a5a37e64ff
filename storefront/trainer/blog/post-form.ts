/**
 * The blog editor's form: its values, the checks shown at the fields before anything is sent (the server checks the
 * same, with the same words: src/config/blog.ts), and the request it makes.
 */
import { BLOG, BLOG_MESSAGES, type BlogStatus } from '../../../src/config/blog';
import type { BlogPost, BlogPostInput } from '../../shared/blog/types';
import { coverProblem, termNames } from '../../../src/domain/blog';
import { trainerBlogText } from './i18n/en';

type Messages = typeof trainerBlogText.en.messages;

/** A term rule's problem (English, from src/domain/blog.ts) in the words given. */
function termProblem(problem: string, what: 'category' | 'tag', m: Messages): string {
  if (problem === BLOG_MESSAGES.termNameInvalid(what)) return m.termNameInvalid(what);
  if (problem === BLOG_MESSAGES.tooManyTags) return m.tooManyTags;
  if (problem === BLOG_MESSAGES.tooManyCategories) return m.tooManyCategories;
  return m.termNameTooLong(what, what === 'tag' ? BLOG.tagNameMax : BLOG.categoryNameMax);
}

export interface PostForm {
  title: string;
  excerpt: string;
  body: string;
  cover: string;
  categories: string[];
  tags: string[];
  status: BlogStatus;
}

export type PostFormErrors = Partial<Record<keyof PostForm, string>>;

export const EMPTY_POST_FORM: PostForm = { title: '', excerpt: '', body: '', cover: '', categories: [], tags: [], status: 'draft' };

export function formOf(post: BlogPost): PostForm {
  return {
    title: post.title,
    excerpt: post.excerpt ?? '',
    body: post.body,
    cover: post.cover ?? '',
    categories: post.categories.map((c) => c.name),
    tags: post.tags.map((t) => t.name),
    status: post.status,
  };
}

/** The form's problems by field, in the words given (the server's English by default). */
export function validatePost(f: PostForm, m: Messages = trainerBlogText.en.messages): PostFormErrors {
  const e: PostFormErrors = {};
  if (!f.title.trim()) e.title = m.titleRequired;
  else if (f.title.trim().length > BLOG.titleMax) e.title = m.titleTooLong;
  if (!f.body.trim()) e.body = m.bodyRequired;
  else if (f.body.length > BLOG.bodyMax) e.body = m.bodyTooLong;
  if (f.excerpt.trim().length > BLOG.excerptMax) e.excerpt = m.excerptTooLong;
  if (coverProblem(f.cover.trim())) e.cover = m.coverInvalid;
  const categories = termNames(f.categories, 'category');
  if ('problem' in categories) e.categories = termProblem(categories.problem, 'category', m);
  const tags = termNames(f.tags, 'tag');
  if ('problem' in tags) e.tags = termProblem(tags.problem, 'tag', m);
  return e;
}

/** The request body: text trimmed, an empty excerpt or cover sent as none. */
export function inputOf(f: PostForm): BlogPostInput {
  return {
    title: f.title.trim(),
    body: f.body,
    excerpt: f.excerpt.trim() || null,
    cover: f.cover.trim() || null,
    status: f.status,
    categories: f.categories.map((c) => c.trim()).filter(Boolean),
    tags: f.tags.map((t) => t.trim()).filter(Boolean),
  };
}

/** The server's answer mapped onto the form's fields (the ones it names), so they show where they belong. */
export function serverErrors(validation: Record<string, string> | undefined): PostFormErrors {
  const out: PostFormErrors = {};
  for (const [field, message] of Object.entries(validation ?? {})) {
    const key = field.split('.')[0] as keyof PostForm;
    if (key in EMPTY_POST_FORM) out[key] = message;
  }
  return out;
}
