import type { faqText } from '../../en/athlete/faq';
import type { Translation } from '../../text';

export const faqFr: Translation<typeof faqText.en> = {
  moreBefore: 'D’autres lectures sur le',
  moreLink: 'blog',
  moreAfter: '.',
};
