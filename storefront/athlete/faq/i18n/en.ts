/** The FAQ page's words around its questions (the title and the questions are the CMS's content, page `faq`). */
import { defineText } from '../../../../src/i18n/text';

export const faqText = defineText('athlete.faq', {
  /** "More to read on the blog.", around its link. */
  moreBefore: 'More to read on the',
  moreLink: 'blog',
  moreAfter: '.',
});
