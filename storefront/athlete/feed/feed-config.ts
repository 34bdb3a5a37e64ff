/** The athlete's feed and the posts on a trainer's page: sizes and the words the screens use, defined once. */
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

export const FEED_TEXT = {
  title: 'Your feed',
  subtitle: 'Posts from the trainers you follow and the programs you are in.',
  emptyTitle: 'Your feed is empty',
  emptyBody: 'Follow trainers, or enroll in a program, and their posts show up here.',
  quietTitle: 'No posts yet',
  quietBody: 'The trainers you follow have not posted yet. Follow more to fill your feed.',
  suggested: 'Trainers to follow',
  discover: 'Discover trainers',
  loading: 'Loading…',
  loadMore: 'Load more',
  end: 'You are all caught up.',
  like: 'Like',
  unlike: 'Unlike',
  likes: (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`,
  comments: (n: number) => `${n} ${n === 1 ? 'comment' : 'comments'}`,
  viewAllComments: (n: number) => `View all ${n} comments`,
  hideComments: 'Show fewer comments',
  commentLabel: 'Write a comment',
  commentSend: 'Send comment',
  commentDelete: 'Delete comment',
  commentDeleted: 'Comment deleted',
  signInToReact: 'Sign in to like and comment',
  pinned: 'Pinned',
  translate: 'Translate',
  translating: 'Translating…',
  hideTranslation: 'Hide translation',
  translatedTo: (language: string) => `Translated to ${language} by AI`,
} as const;
