/** The admin's blog posts: publish, unpublish, open on the blog, and the post's categories and tags. */
import { defineText } from '../../../src/i18n/text';

export const adminBlogText = defineText('admin.blog', {
  open: 'Open',
  publish: 'Publish',
  unpublish: 'Unpublish',
  published: 'The post is published',
  backToDraft: 'The post is back to draft',
  terms: 'Categories and tags',
  categories: 'Categories',
  tags: 'Tags',
  pickHelp: (max: number) => `Pick one or type a new one (at most ${max})`,
  saving: 'Saving…',
  saveTerms: 'Save categories and tags',
});
