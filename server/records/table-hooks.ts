/**
 * What a write of each table implies for other rows (./hooks.ts), beside the tables' policies (./policies.ts): both
 * are handed to the records service (server/app.ts). Each table's hooks live with what they serve.
 */
import { USER_HOOKS } from './account-hooks';
import { BLOG_POST_HOOKS } from './blog';
import { COMMENT_HOOKS, POST_HOOKS } from './feed';
import { LOG_COMMENT_HOOKS } from './log-comments';
import type { Hooks } from './hooks';
import { programStatsHooks } from './program-stats';
import { SPLIT_HOOKS } from './program-calendar';

export const HOOKS: Hooks = {
  /** Sessions signed out on a password an admin set; never the last super admin changed or deleted. */
  user: USER_HOOKS,
  /** A program's popularity counts its enrolled athletes. */
  enrollment: programStatsHooks('enrollment'),
  /** A program lasts the sum of its phases' weeks. */
  split: SPLIT_HOOKS,
  /** A program's rating follows its reviews. */
  review: programStatsHooks('review'),
  /** One pinned post per author; a new post's notices. */
  post: POST_HOOKS,
  /** A comment's notice to the post's author. */
  comment: COMMENT_HOOKS,
  /** A comment on a logged workout tells the other side of the thread. */
  log_comment: LOG_COMMENT_HOOKS,
  /** A post's slug and first publication date. */
  blog_post: BLOG_POST_HOOKS,
};
