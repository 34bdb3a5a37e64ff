/**
 * The blog (lambda `blog/...`): published posts for everyone, drafts for their author and admins, writing for trainers
 * and admins. Every rule is the records policy of `blog_post` (server/records/policies.ts): reads filter by its read
 * rule, and writes go through the records service (roles, ownership, an active account, the contract's field rules,
 * the slug and the publication date), with the post's categories and tags written in the same transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { BLOG, BLOG_MESSAGES, type BlogRule } from '../../src/config/blog';
import { postSummary, termNames, type BlogTermName } from '../../src/domain/blog';
import type { components } from '../../src/generated/api';
import type { DB } from '../db';
import { notFound, unauthorized, unprocessable } from '../errors';
import { completeInTransaction } from '../plugins/app/idempotency';
import type { Caller } from '../records/context';
import { handlerGroup } from '../routes';

type Summary = components['schemas']['BlogPostSummary'];
type Term = components['schemas']['BlogTerm'];
type Row = Record<string, unknown>;

interface ListQuery {
  page?: number;
  size?: number;
  status?: 'draft' | 'published';
  mine?: boolean;
  tags?: string[];
  categories?: string[];
  rule?: BlogRule;
}

/** The two kinds of terms and where their links live. */
const TERMS = {
  category: { table: 'blog_category', link: 'blog_post_category', fk: 'category_id', field: 'categories' },
  tag: { table: 'blog_tag', link: 'blog_post_tag', fk: 'tag_id', field: 'tags' },
} as const;
type TermKind = keyof typeof TERMS;

/** The columns a list reads: the body only as far as a summary needs. */
const SUMMARY_BODY = 2000;

export function blogHandlers(app: FastifyInstance) {
  const db = () => app.database.db;

  /** Posts the caller may read (the policy's read rule), narrowed by the query. Queries `blog_post` alone. */
  function visiblePosts(caller: Caller, q: ListQuery) {
    let query = db().selectFrom('blog_post').where(app.records.rule(caller, 'blog_post', 'read'));
    if (q.status) query = query.where('status', '=', q.status);
    if (q.mine) query = query.where('author_id', '=', caller.userId ?? -1);
    const linked = (kind: TermKind, slug: string | readonly string[]) => {
      const t = TERMS[kind];
      return db()
        .selectFrom(`${t.link} as l`)
        .innerJoin(`${t.table} as t`, 't.id', `l.${t.fk}`)
        .select('l.post_id')
        .where('t.slug', Array.isArray(slug) ? 'in' : '=', slug);
    };
    const tags = [...new Set(q.tags ?? [])];
    const categories = [...new Set(q.categories ?? [])];
    if (tags.length || categories.length) {
      if ((q.rule ?? 'any') === 'all') {
        for (const slug of tags) query = query.where('id', 'in', linked('tag', slug));
        for (const slug of categories) query = query.where('id', 'in', linked('category', slug));
      } else {
        query = query.where((eb) =>
          eb.or([...(tags.length ? [eb('id', 'in', linked('tag', tags))] : []), ...(categories.length ? [eb('id', 'in', linked('category', categories))] : [])]),
        );
      }
    }
    return query;
  }

  /** Authors (public fields) and terms of these posts, keyed by post. */
  async function decorate(rows: Row[]): Promise<Summary[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => Number(r.id));
    const authorIds = [...new Set(rows.map((r) => Number(r.author_id)))];
    const [authors, ...terms] = await Promise.all([
      db().selectFrom('user').select(['id', 'first_name', 'last_name', 'photo']).where('id', 'in', authorIds).execute(),
      ...(['category', 'tag'] as const).map((kind) => {
        const t = TERMS[kind];
        return db()
          .selectFrom(`${t.link} as l`)
          .innerJoin(`${t.table} as t`, 't.id', `l.${t.fk}`)
          .select(['l.post_id', 't.id', 't.name', 't.slug'])
          .where('l.post_id', 'in', ids)
          .orderBy('t.name')
          .execute();
      }),
    ]);
    const byAuthor = new Map(authors.map((a) => [Number(a.id), { id: Number(a.id), first_name: String(a.first_name), last_name: String(a.last_name), photo: (a.photo as string | null) ?? null }]));
    const termsOf = (list: Row[], postId: number): Term[] =>
      list.filter((t) => Number(t.post_id) === postId).map((t) => ({ id: Number(t.id), name: String(t.name), slug: String(t.slug) }));
    return rows.map((r) => {
      const id = Number(r.id);
      return {
        id,
        author_id: Number(r.author_id),
        title: String(r.title),
        slug: String(r.slug ?? ''),
        excerpt: (r.excerpt as string | null) ?? null,
        summary: postSummary(r.excerpt as string | null, String(r.body ?? '')),
        cover: (r.cover as string | null) ?? null,
        status: r.status as Summary['status'],
        published_at: (r.published_at as string | null) ?? null,
        created_at: String(r.created_at),
        updated_at: String(r.updated_at),
        author: byAuthor.get(Number(r.author_id)) ?? { id: Number(r.author_id), first_name: '', last_name: '', photo: null },
        categories: termsOf(terms[0] as Row[], id),
        tags: termsOf(terms[1] as Row[], id),
      };
    });
  }

  async function listPage(caller: Caller, q: ListQuery) {
    const size = Math.min(q.size ?? BLOG.pageSize, 100);
    const page = q.page ?? 1;
    const base = visiblePosts(caller, q);
    const [rows, counted] = await Promise.all([
      base
        .select(['id', 'author_id', 'title', 'slug', 'excerpt', 'cover', 'status', 'published_at', 'created_at', 'updated_at', sql<string>`substr(body, 1, ${SUMMARY_BODY})`.as('body')])
        .orderBy(sql`coalesce(published_at, created_at)`, 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      base.select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    ]);
    const total = Number(counted?.n ?? 0);
    return { error: false as const, list: await decorate(rows as Row[]), total, page, limit: size, num_pages: Math.ceil(total / size) };
  }

  /**
   * Makes the post's categories or tags exactly these names (when given): unknown names are created (a name another
   * request creates at the same moment is taken, not doubled), then the links are replaced. In the post's transaction.
   */
  async function setTerms(trx: DB, postId: number, kind: TermKind, raw: readonly string[] | undefined) {
    if (raw === undefined) return;
    const t = TERMS[kind];
    const parsed = termNames(raw, kind);
    if ('problem' in parsed) throw unprocessable(parsed.problem, { [t.field]: parsed.problem });
    const names: BlogTermName[] = parsed.names;
    const now = new Date().toISOString();
    if (names.length) {
      await trx
        .insertInto(t.table)
        .values(names.map((n) => ({ name: n.name, slug: n.slug, created_at: now, updated_at: now })))
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
    }
    const ids = names.length
      ? (await trx.selectFrom(t.table).select('id').where('slug', 'in', names.map((n) => n.slug)).execute()).map((r) => Number(r.id))
      : [];
    await trx.deleteFrom(t.link).where('post_id', '=', postId).execute();
    if (ids.length) await trx.insertInto(t.link).values(ids.map((id) => ({ post_id: postId, [t.fk]: id, created_at: now }))).execute();
  }

  /** The post's categories and tags, then the kept answer of the request's Idempotency-Key: all in the write's transaction. */
  const withTerms = (r: FastifyRequest, terms: { categories?: string[]; tags?: string[] }) => ({
    inTransaction: async (trx: DB, id: number) => {
      await setTerms(trx, id, 'category', terms.categories);
      await setTerms(trx, id, 'tag', terms.tags);
      await completeInTransaction(r, trx, 200, { error: false, data: id });
    },
  });

  return handlerGroup({
    async listBlogPosts(r) {
      const caller = await r.caller();
      const q = r.query;
      if (q.mine && caller.kind === 'anonymous') throw unauthorized(BLOG_MESSAGES.mineNeedsSignIn);
      // The public list is of published posts; the caller's own list shows every state unless one is asked.
      return listPage(caller, { ...q, status: q.status ?? (q.mine ? undefined : 'published') });
    },

    async filterBlogPosts(r) {
      const caller = await r.caller();
      return listPage(caller, { ...r.query, status: 'published', mine: false });
    },

    async getBlogPost(r) {
      const caller = await r.caller();
      const { id } = r.params;
      const row = await db()
        .selectFrom('blog_post')
        .selectAll()
        .where(app.records.rule(caller, 'blog_post', 'read'))
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(BLOG_MESSAGES.postNotFound);
      const [summary] = await decorate([row as Row]);
      return { error: false, model: { ...summary, body: String(row.body) } };
    },

    async createBlogPost(r) {
      const caller = await r.caller();
      const { categories, tags, ...fields } = r.body;
      // The author is the caller (the records API sets it from the token for everyone but admins, who may name one).
      const input = caller.kind === 'admin' ? { ...fields, author_id: caller.userId } : fields;
      const id = await app.records.create(caller, 'blog_post', input, withTerms(r, { categories, tags }));
      r.log.info({ userId: caller.userId, postId: id }, 'blog post created');
      return { error: false, data: id };
    },

    async updateBlogPost(r) {
      const caller = await r.caller();
      const { id } = r.params;
      const { categories, tags, ...fields } = r.body;
      await app.records.update(caller, 'blog_post', id, fields, { ...withTerms(r, { categories, tags }), allowEmpty: true });
      return { error: false, data: id };
    },

    async deleteBlogPost(r) {
      const caller = await r.caller();
      const { id } = r.params;
      await app.records.delete(caller, 'blog_post', id, { inTransaction: (trx) => completeInTransaction(r, trx, 200, { error: false, data: id }) });
      return { error: false, data: id };
    },

    async listBlogCategories(r) {
      await r.caller();
      const counts = db()
        .selectFrom('blog_post_category as l')
        .innerJoin('blog_post as p', 'p.id', 'l.post_id')
        .select(['l.category_id', sql<number>`count(*)`.as('n')])
        .where('p.status', '=', 'published')
        .groupBy('l.category_id')
        .as('c');
      const rows = await db()
        .selectFrom('blog_category')
        .leftJoin(counts, 'c.category_id', 'blog_category.id')
        .select(['blog_category.id', 'blog_category.name', 'blog_category.slug', 'blog_category.description', sql<number>`coalesce(${sql.ref('c.n')}, 0)`.as('post_count')])
        .orderBy(sql`lower(${sql.ref('blog_category.name')})`)
        .orderBy('blog_category.id')
        .execute();
      return {
        error: false,
        list: rows.map((c) => ({ id: Number(c.id), name: String(c.name), slug: String(c.slug), description: (c.description as string | null) ?? null, post_count: Number(c.post_count) })),
      };
    },

    async listBlogTags(r) {
      await r.caller();
      const counts = db()
        .selectFrom('blog_post_tag as l')
        .innerJoin('blog_post as p', 'p.id', 'l.post_id')
        .select(['l.tag_id', sql<number>`count(*)`.as('n')])
        .where('p.status', '=', 'published')
        .groupBy('l.tag_id')
        .as('c');
      const rows = await db()
        .selectFrom('blog_tag')
        .leftJoin(counts, 'c.tag_id', 'blog_tag.id')
        .select(['blog_tag.id', 'blog_tag.name', 'blog_tag.slug', sql<number>`coalesce(${sql.ref('c.n')}, 0)`.as('post_count')])
        .orderBy(sql`lower(${sql.ref('blog_tag.name')})`)
        .orderBy('blog_tag.id')
        .execute();
      return { error: false, list: rows.map((t) => ({ id: Number(t.id), name: String(t.name), slug: String(t.slug), post_count: Number(t.post_count) })) };
    },
  });
}
