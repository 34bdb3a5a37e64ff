/**
 * The feed's side of a write (posts and comments, through the records API): one pinned post per author, and the
 * notices a new post or comment sends (server/notifications), recorded in the write's transaction and delivered once
 * it committed.
 */
import type { Notice } from '../notifications/notifier';
import { accessNotEnded } from '../payments/access';
import type { Ctx } from './context';
import type { TableHooks } from './hooks';

const NOTICE_TEXT = {
  postTitle: (name: string) => `${name} posted`,
  commentTitle: (name: string) => `${name} commented on your post`,
} as const;

/** A notice's message: the text, cut to a line. */
export const clip = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A new post: its author's followers, and the athletes whose access to its program has not ended, once each. */
async function newPostNotices(ctx: Ctx, authorId: number, programId: number | null, body: string): Promise<Notice[]> {
  const author = await ctx.db.selectFrom('user').select(['first_name', 'last_name']).where('id', '=', authorId).executeTakeFirst();
  const followers = await ctx.db.selectFrom('follow').select('follower_id as id').where('trainer_id', '=', authorId).execute();
  const holders = programId
    ? await ctx.db.selectFrom('enrollment').select('athlete_id as id').where('program_id', '=', programId).where('status', '=', 'active').where(accessNotEnded('ends_at')).execute()
    : [];
  const ids = [...new Set([...followers, ...holders].map((r) => Number(r.id)))].filter((id) => id !== authorId);
  const title = NOTICE_TEXT.postTitle(`${author?.first_name ?? ''} ${author?.last_name ?? ''}`.trim() || 'A trainer');
  return ids.map((user_id) => ({ user_id, type: 'post' as const, title, message: clip(body), link: '/athlete/feed' }));
}

export const POST_HOOKS: TableHooks = {
  /** One pinned post per author: pinning one unpins the others. A new post tells the author's followers and the athletes of its program. */
  async after(ctx, row, op, id) {
    const post = await ctx.db.selectFrom('post').select(['author_id', 'program_id', 'body']).where('id', '=', id).executeTakeFirstOrThrow();
    if (Number(row.pinned) === 1) {
      await ctx.db.updateTable('post').set({ pinned: 0 }).where('author_id', '=', post.author_id).where('id', '<>', id).where('pinned', '=', 1).execute();
    }
    if (op === 'create') await ctx.notify(await newPostNotices(ctx, Number(post.author_id), post.program_id == null ? null : Number(post.program_id), String(post.body ?? '')));
  },
};

export const COMMENT_HOOKS: TableHooks = {
  /** A comment tells the post's author (not when they comment themselves). */
  async after(ctx, row, op, id) {
    if (op !== 'create') return;
    const c = await ctx.db
      .selectFrom('comment as c')
      .innerJoin('post as p', 'p.id', 'c.post_id')
      .innerJoin('user as u', 'u.id', 'c.author_id')
      .innerJoin('user as a', 'a.id', 'p.author_id')
      .select(['c.author_id', 'c.body', 'p.author_id as post_author', 'a.role as post_author_role', 'u.first_name', 'u.last_name'])
      .where('c.id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(c.post_author) === Number(c.author_id)) return;
    await ctx.notify([
      {
        user_id: Number(c.post_author),
        type: 'comment',
        title: NOTICE_TEXT.commentTitle(`${c.first_name ?? ''} ${c.last_name ?? ''}`.trim() || 'Someone'),
        message: clip(String(c.body ?? row.body ?? '')),
        link: c.post_author_role === 'trainer' ? '/trainer/feed' : '/athlete/feed',
      },
    ]);
  },
};
