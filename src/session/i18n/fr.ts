/** French: the session's words (src/session/i18n/en.ts). */
import type { Translation, Words } from '../../i18n/text';
import type { sessionText } from './en';

export const sessionFr: Translation<typeof sessionText.en> = {
  signInAgain: 'Reconnectez-vous pour continuer.',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'app.session': sessionFr } satisfies Record<string, Words>;
