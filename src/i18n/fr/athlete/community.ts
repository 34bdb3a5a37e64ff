/** French: the athlete area's community screens (src/i18n/en/athlete/: feed, trainer details, blog, FAQ), one entry per section id. */
import type { Words } from '../../text';
import { blogFr } from './blog';
import { faqFr } from './faq';
import { feedFr } from './feed';
import { trainerDetailsFr } from './trainer-details';

export const athleteCommunity: Record<string, Words> = {
  'athlete.feed': feedFr,
  'athlete.trainerDetails': trainerDetailsFr,
  'athlete.blog': blogFr,
  'athlete.faq': faqFr,
};
