/** The athlete's feed and the posts on a trainer's page: sizes, defined once (their words: storefront/athlete/common/feed/i18n/en.ts). */
export const FEED = {
  /** Posts per page ("Load more" asks for the next page). */
  pageSize: 10,
  /** Comments shown under a post before "View all". */
  commentsShown: 3,
  /** The records API's limit on the values of one `in` filter. */
  maxInValues: 100,
  maxCommentLength: 2000,
  likeKind: 'like',
} as const;
