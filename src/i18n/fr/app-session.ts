/** French: the session's words (src/i18n/en/app-session.ts). */
import type { sessionText } from '../en/app-session';
import type { Translation } from '../text';

export const sessionFr: Translation<typeof sessionText.en> = {
  signInAgain: 'Reconnectez-vous pour continuer.',
};
