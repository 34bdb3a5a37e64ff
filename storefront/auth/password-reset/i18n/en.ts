/** A forgotten password: asking for the mailed link (/forgot-password …) and choosing a new one (/change-password …). */
import { defineText } from '../../../../src/i18n/text';

export const passwordResetText = defineText('auth.passwordReset', {
  forgot: {
    title: 'Forgot your password?',
    subtitle: 'Enter the email address of your account and we will mail you a link to choose a new password.',
    submit: 'Send the reset link',
    anotherEmail: 'Use another email',
  },
  reset: {
    title: 'Choose a new password',
    incomplete: 'This link is not complete. Open the link from the reset mail again, or ask for a new one.',
    changed: 'Password changed',
    newLink: 'New link',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change password',
  },
});
