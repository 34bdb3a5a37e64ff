/** The trainer's feed (/trainer/feed): the composer, their posts with athletes' comments and likes. */
import { count } from '../../../../src/i18n/plural';
import { defineText } from '../../../../src/i18n/text';

export const trainerFeedText = defineText('trainer.feed', {
  composer: 'Share something with your athletes',
  attached: 'Attached image',
  removeImage: 'Remove image',
  addImage: 'Add image',
  imageFile: 'Image file',
  aboutProgram: 'About a program',
  none: 'None',
  post: 'Post',
  posted: 'Posted to your feed',
  pinned: 'Pinned',
  unpin: 'Unpin',
  pinTip: 'Pin to the top',
  unpinPost: 'Unpin post',
  pinPost: 'Pin post',
  edit: 'Edit',
  delete: 'Delete',
  editPost: 'Edit post',
  deletePost: 'Delete post',
  likes: (n: number) => count('en', n, { one: '# like', other: '# likes' }),
  comments: (n: number) => count('en', n, { one: '# comment', other: '# comments' }),
  someone: 'Someone',
  editTitle: 'Edit post',
  text: 'Text',
  deleteTitle: 'Delete this post and its comments?',
  deleted: 'Post deleted',
  loading: 'Loading your posts',
  empty: 'No posts yet: your first one appears here and in your athletes’ feeds.',
  pages: 'Pages of your posts',
});
