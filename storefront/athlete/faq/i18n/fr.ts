import type { Translation, Words } from '../../../../src/i18n/text';
import type { faqText } from './en';

export const faqFr: Translation<typeof faqText.en> = {
  moreBefore: 'D’autres lectures sur le',
  moreLink: 'blog',
  moreAfter: '.',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'athlete.faq': faqFr } satisfies Record<string, Words>;
