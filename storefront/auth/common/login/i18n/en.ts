/** Signing in (/login, /admin/login) and its two-factor step (also on the magic link's page). */
import { defineText } from '../../../../../src/i18n/text';

export const loginText = defineText('auth.login', {
  title: 'Sign in',
  subtitle: 'Welcome back. Train, coach and track your progress.',
  adminTitle: 'Admin sign in',
  adminSubtitle: 'For the people who run Sportlink.',
  adminSignup: 'Have an invitation? Create an admin account',
  memberSignIn: 'Athlete or trainer? Sign in here',
  /** "New to Sportlink? [Join as an athlete] or [as a trainer]" */
  newHere: 'New to Sportlink?',
  joinAsAthlete: 'Join as an athlete',
  or: 'or',
  asTrainer: 'as a trainer',
  adminSignIn: 'Admin sign in',
  sendAgain: 'Send it again',
  remember: 'Remember me',
  forgot: 'Forgot password?',
  submit: 'Sign in',
  magicLink: 'Email me a sign-in link',
  twoFactor: {
    title: 'Two-step verification',
    intro: 'Enter the 6-digit code from your authenticator app. No phone at hand? Use one of your recovery codes instead.',
    code: 'Code',
    codeHelp: 'A code from the app, or a recovery code like abcd-1234',
    codeRequired: 'Enter the 6-digit code, or a recovery code',
    verify: 'Verify',
    startOver: 'Start over',
  },
});
