/**
 * How posts are listed everywhere (the athlete's feed, a trainer's page, the trainer's own feed): the pinned post
 * first, then the newest.
 */
export const POST_ORDER = ['pinned,desc', 'created_at,desc', 'id,desc'] as const;
