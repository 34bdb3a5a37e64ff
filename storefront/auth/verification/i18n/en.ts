/** Confirming the email address: after sign-up (/verification-sent) and the mailed link (/verify-email). */
import { defineText } from '../../../../src/i18n/text';

export const verificationText = defineText('auth.verification', {
  sent: {
    title: 'Check your email',
    /** Followed by the address, then a full stop. */
    sentTo: 'We sent a confirmation link to',
    sentToYou: 'We sent you a confirmation link.',
    openIt: 'Open it to confirm your address, then sign in. The link works for 24 hours.',
    nothingArrived: 'Nothing arrived after a few minutes? Look in your spam folder, or send the link again.',
    resend: 'Send the link again',
  },
  verify: {
    title: 'Confirm your email',
    incomplete: 'This link is not complete. Open the link from the confirmation mail again.',
    confirming: 'Confirming your address…',
  },
});
