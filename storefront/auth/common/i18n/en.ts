/**
 * Words every auth page shares (storefront/auth/common): the bare layout, the password field, the form checks, the
 * audiences and the sign-in links. A page's own words are in its own section beside this file.
 */
import { PROFILE_MESSAGES } from '../../../../src/config/messages';
import { defineText } from '../../../../src/i18n/text';

export const authCommonText = defineText('auth.common', {
  /** The Sportlink name above the card, a link home. */
  home: 'Sportlink home',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  backToSignIn: 'Back to sign in',
  signInAs: 'Sign in as',
  signingIn: 'Signing you in…',
  askNewLink: 'Ask for a new link',
  audiences: { athlete: 'Athlete', trainer: 'Trainer', admin: 'Admin' },
  /** Shown instead of the bare TOKEN_EXPIRED while the Session Expired dialog takes over. */
  sessionEnded: 'Your session has ended.',
  /** The password rule as shown beside every new-password field. */
  passwordRule: (min: number) => `At least ${min} characters, and not a common password.`,
  /** The forms' checks before anything is sent (the server checks again). */
  checks: {
    emailRequired: 'Enter your email address',
    emailInvalid: 'Enter a valid email address',
    passwordRequired: 'Enter your password',
    currentPasswordRequired: 'Enter your current password',
    firstNameRequired: PROFILE_MESSAGES.firstNameRequired,
    lastNameRequired: PROFILE_MESSAGES.lastNameRequired,
    tooLong: (max: number) => `Use at most ${max} characters`,
    newPasswordRequired: 'Choose a password',
    passwordTooShort: (min: number) => `Use at least ${min} characters`,
    confirmationRequired: 'Type the password again',
    confirmationMismatch: 'The passwords do not match',
  },
});
