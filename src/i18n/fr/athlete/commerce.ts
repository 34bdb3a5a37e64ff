/** French: the athlete area's commerce screens (src/i18n/en/athlete/: home, program, checkout, billing, owned programs), one entry per section id. */
import type { Words } from '../../text';
import { billingFr } from './billing';
import { checkoutFr } from './checkout';
import { homeFr } from './home';
import { ownedProgramsFr } from './owned-programs';
import { programFactsFr } from './program-facts';
import { programFr, programReviewsFr } from './program';

export const athleteCommerce: Record<string, Words> = {
  'athlete.programFacts': programFactsFr,
  'athlete.home': homeFr,
  'athlete.program': programFr,
  'athlete.programReviews': programReviewsFr,
  'athlete.checkout': checkoutFr,
  'athlete.billing': billingFr,
  'athlete.ownedPrograms': ownedProgramsFr,
};
