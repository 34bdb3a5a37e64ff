/**
 * The blog tables' writes beyond their access rules (./policies.ts names these as the tables' checks and transforms;
 * ./table-hooks.ts runs the post's hook): a post's text tidied and checked, its slug and first publication date, a
 * category's or tag's slug from its name.
 */
import { BLOG_MESSAGES } from '../../src/config/blog';
import { coverProblem, slugify } from '../../src/domain/blog';
import { unprocessable } from '../errors';
import type { Ctx } from './context';
import type { TableHooks } from './hooks';

type Row = Record<string, unknown>;

/** A post's title and body say something; its cover is an image the site may show. */
export async function checkBlogPost(_ctx: Ctx, row: Row): Promise<void> {
  if (typeof row.title === 'string' && !row.title.trim()) throw unprocessable(BLOG_MESSAGES.titleRequired, { title: BLOG_MESSAGES.titleRequired });
  if (typeof row.body === 'string' && !row.body.trim()) throw unprocessable(BLOG_MESSAGES.bodyRequired, { body: BLOG_MESSAGES.bodyRequired });
  const cover = coverProblem(row.cover);
  if (cover) throw unprocessable(cover, { cover });
}

/** A post's title trimmed; an excerpt or cover of blanks only is none. */
export async function tidyBlogPost(row: Row): Promise<Row> {
  const out = { ...row };
  if (typeof out.title === 'string') out.title = out.title.trim();
  for (const f of ['excerpt', 'cover']) if (typeof out[f] === 'string') out[f] = (out[f] as string).trim() || null;
  return out;
}

/** A category's or tag's slug comes from its name; a name without a letter or digit is refused. */
export const termSlug = (what: 'category' | 'tag') => async (row: Row) => {
  if (typeof row.name !== 'string') return row;
  const name = row.name.trim().replace(/\s+/g, ' ');
  const slug = slugify(name, 80);
  if (!slug) throw unprocessable(BLOG_MESSAGES.termNameInvalid(what), { name: BLOG_MESSAGES.termNameInvalid(what) });
  return { ...row, name, slug };
};

/** A post's slug: from its title, made unique with the post's id (then a counter) when another post has it. */
async function uniquePostSlug(ctx: Ctx, title: string, id: number): Promise<string> {
  const base = slugify(title, 180) || 'post';
  for (const candidate of [base, `${base}-${id}`, ...Array.from({ length: 20 }, (_, i) => `${base}-${id}-${i + 2}`)]) {
    const taken = await ctx.db.selectFrom('blog_post').select('id').where('slug', '=', candidate).where('id', '<>', id).executeTakeFirst();
    if (!taken) return candidate;
  }
  return `${base}-${id}-${Date.now()}`;
}

export const BLOG_POST_HOOKS: TableHooks = {
  /** The slug follows the title until the post is first published; the first publication is dated. */
  async after(ctx, row, _op, id) {
    const post = await ctx.db.selectFrom('blog_post').select(['title', 'slug', 'status', 'published_at']).where('id', '=', id).executeTakeFirstOrThrow();
    const set: Record<string, unknown> = {};
    if (post.slug == null || ('title' in row && post.published_at == null)) set.slug = await uniquePostSlug(ctx, String(post.title), id);
    if (post.status === 'published' && post.published_at == null) set.published_at = new Date().toISOString();
    if (set.slug === post.slug) delete set.slug;
    if (Object.keys(set).length) await ctx.db.updateTable('blog_post').set(set).where('id', '=', id).execute();
  },
};
