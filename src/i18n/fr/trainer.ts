/** French: the trainer area (src/i18n/en/trainer/*.ts), one entry per section id; each feature's words in trainer/. */
import type { Words } from '../text';
import { athletesFr, scheduleFr } from './trainer/athletes';
import { blogFr } from './trainer/blog';
import { builderFr } from './trainer/builder';
import { dashboardFr } from './trainer/dashboard';
import { discountsFr } from './trainer/discounts';
import { feedFr } from './trainer/feed';
import { profileFr, profileRulesFr } from './trainer/profile';
import { programRulesFr } from './trainer/program-rules';
import { programsFr, viewProgramFr } from './trainer/programs';
import { transactionsFr } from './trainer/transactions';

export const trainer: Record<string, Words> = {
  'trainer.dashboard': dashboardFr,
  'trainer.programs': programsFr,
  'trainer.viewProgram': viewProgramFr,
  'trainer.programRules': programRulesFr,
  'trainer.builder': builderFr,
  'trainer.transactions': transactionsFr,
  'trainer.discounts': discountsFr,
  'trainer.feed': feedFr,
  'trainer.athletes': athletesFr,
  'trainer.schedule': scheduleFr,
  'trainer.blog': blogFr,
  'trainer.profile': profileFr,
  /** The profile rules' messages, shared with the athlete's form (src/i18n/en/profile-rules.ts). */
  profileRules: profileRulesFr,
};
