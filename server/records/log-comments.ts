/**
 * A comment on a logged workout (records table `log_comment`) tells the other side of the thread: the athlete when
 * their coach writes, the program's trainer when the athlete answers; recorded in the write's transaction and
 * delivered once it committed (server/notifications). The link opens where each reads the thread.
 */
import { trainingPath } from '../../src/config/pages';
import { clip } from './feed';
import type { TableHooks } from './hooks';

const NOTICE_TEXT = {
  title: (name: string, workout: string) => `${name} commented on your ${workout}`,
} as const;

export const LOG_COMMENT_HOOKS: TableHooks = {
  async after(ctx, row, op, id) {
    if (op !== 'create') return;
    const c = await ctx.db
      .selectFrom('log_comment as c')
      .innerJoin('workout_log as l', 'l.id', 'c.log_id')
      .innerJoin('workout as w', 'w.id', 'l.workout_id')
      .innerJoin('enrollment as e', 'e.id', 'l.enrollment_id')
      .innerJoin('program as p', 'p.id', 'e.program_id')
      .innerJoin('user as u', 'u.id', 'c.author_id')
      .select(['c.author_id', 'c.body', 'l.athlete_id', 'p.trainer_id', 'p.id as program_id', 'w.title as workout', 'u.first_name', 'u.last_name'])
      .where('c.id', '=', id)
      .executeTakeFirstOrThrow();
    const author = Number(c.author_id);
    const toAthlete = author !== Number(c.athlete_id);
    const recipient = toAthlete ? Number(c.athlete_id) : Number(c.trainer_id);
    if (recipient === author) return;
    await ctx.notify([
      {
        user_id: recipient,
        type: 'comment',
        title: NOTICE_TEXT.title(`${c.first_name ?? ''} ${c.last_name ?? ''}`.trim() || 'Someone', String(c.workout)),
        message: clip(String(c.body ?? row.body ?? '')),
        link: toAthlete ? trainingPath(Number(c.program_id)) : '/trainer/athlete-management',
      },
    ]);
  },
};
