/** The blog's rules shared by the API and the web app: slugs, summaries, cover addresses and term names. */
import { BLOG, BLOG_MESSAGES } from '../config/blog';
import { safeLink } from './url-policy';

/** "Mobility & Recovery!" -> "mobility-recovery"; accents dropped; empty when the text has no letter or digit. */
export function slugify(text: string, max = 80): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, max).replace(/-+$/, '');
}

/** Markdown as plain text, one line: the marks (#, *, _, `, >, list bullets, link targets) removed. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The summary a list shows: the excerpt, or the body's start as plain text, cut at a word with an ellipsis. */
export function postSummary(excerpt: string | null | undefined, body: string, max: number = BLOG.summaryMax): string {
  const text = excerpt?.trim() ? excerpt.trim() : plainText(body);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** A cover is what the URL policy lets media be: an https:// (or http://) address or a file uploaded here (/uploads/...). */
export function coverProblem(cover: unknown): string | null {
  if (cover === null || cover === undefined || cover === '') return null;
  return safeLink(cover, 'media') ? null : BLOG_MESSAGES.coverInvalid;
}

export interface BlogTermName {
  name: string;
  slug: string;
}

/**
 * Category or tag names as a post gives them: spaces tidied, duplicates (by slug) dropped, each checked.
 * Answers the names, or the problem to show at the field.
 */
export function termNames(raw: readonly string[], what: 'category' | 'tag'): { names: BlogTermName[] } | { problem: string } {
  const max = what === 'tag' ? BLOG.tagNameMax : BLOG.categoryNameMax;
  const limit = what === 'tag' ? BLOG.maxTags : BLOG.maxCategories;
  const names: BlogTermName[] = [];
  for (const r of raw) {
    const name = r.trim().replace(/\s+/g, ' ');
    if (name.length > max) return { problem: BLOG_MESSAGES.termNameTooLong(what, max) };
    const slug = slugify(name, max + 20);
    if (!slug) return { problem: BLOG_MESSAGES.termNameInvalid(what) };
    if (!names.some((n) => n.slug === slug)) names.push({ name, slug });
  }
  if (names.length > limit) return { problem: what === 'tag' ? BLOG_MESSAGES.tooManyTags : BLOG_MESSAGES.tooManyCategories };
  return { names };
}
