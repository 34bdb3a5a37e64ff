/** Signing in with a mailed link: asking for it (/magic-login, /magic-login/:role) and opening it (/magic-login/verify). */
import { defineText } from '../../../../src/i18n/text';

export const magicLoginText = defineText('auth.magicLogin', {
  title: 'Sign in with a link',
  titleFor: { athlete: 'Athlete sign in with a link', trainer: 'Trainer sign in with a link', admin: 'Admin sign in with a link' },
  subtitle: 'No password needed: we mail you a link that signs you in. It works once, for 10 minutes.',
  noSuchRole: (role: string) => `There is no “${role}” sign-in. Choose athlete, trainer or admin.`,
  getLink: 'Get a sign-in link',
  passwordInstead: 'Sign in with a password instead',
  openOnThisDevice: 'Open the link on this device to sign in here.',
  sendAnother: 'Send another link',
  submit: 'Email me a sign-in link',
  incomplete: 'This link is not complete. Open the link from the mail again, or ask for a new one.',
  getNewLink: 'Get a new link',
  withPassword: 'Sign in with a password',
});
