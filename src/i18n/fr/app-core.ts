/**
 * French: the app core's screens and parts this side of the shell gathers (src/i18n/en/app-ui.ts, app-pages.ts,
 * app-profile-completion.ts, app-session.ts), one entry per section id; spread into src/i18n/fr/index.ts.
 */
import type { Words } from '../text';
import { playgroundFr, testComponentsFr } from './app-pages';
import { profileCompletionFr } from './app-profile-completion';
import { sessionFr } from './app-session';
import { reviewsFr } from './app-ui';

export const appCore: Record<string, Words> = {
  'app.reviews': reviewsFr,
  'app.profileCompletion': profileCompletionFr,
  'app.session': sessionFr,
  'app.testComponents': testComponentsFr,
  'app.playground': playgroundFr,
};
