/** Creating an account (/athlete/signup, /trainer/signup, /admin/sign-up). */
import { defineText } from '../../../../src/i18n/text';

export const signupText = defineText('auth.signup', {
  invitationCode: 'Invitation code',
  invitationRequired: 'Enter the invitation code',
  submit: 'Create account',
  haveAccount: 'Already have an account?',
  athlete: {
    title: 'Create your athlete account',
    subtitle: 'Find a program from a real coach and track every workout.',
    other: 'Are you a coach? Join as a trainer',
  },
  trainer: {
    title: 'Create your trainer account',
    subtitle: 'Publish programs, sell them and coach your athletes.',
    other: 'Here to train? Join as an athlete',
  },
  admin: {
    title: 'Create an admin account',
    subtitle: 'Admin accounts need an invitation code from the platform owners.',
    haveAccount: 'Already an admin? Sign in',
    submit: 'Create admin account',
  },
});
