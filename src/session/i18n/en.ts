/** The session's words beyond the spec's messages (src/session, src/app/SessionBoot.tsx): app start's notice. */
import { defineText } from '../../i18n/text';

export const sessionText = defineText('app.session', {
  /** The toast when app start finds the stored session expired (under the spec's Session Expired title). */
  signInAgain: 'Sign in again to continue.',
});
