/** The profile page of every role (/athlete/profile, /trainer/profile, /admin/profile): the account and "Your details". */
import { defineText } from '../../text';

export const profileText = defineText('auth.profile', {
  heading: 'Your account',
  /** Athletes, trainers and admins are named as on the sign-in pages (auth.common's audiences). */
  superAdmin: 'Super admin',
  states: { active: 'Active', deactivated: 'Deactivated', pending_verification: 'Waiting for email confirmation' },
  editPublicProfile: 'Edit public profile and photo',
  details: {
    heading: 'Your details',
    intro: 'Your name as others on Sportlink see it.',
    save: 'Save details',
    saved: 'Your details were saved',
    queued: 'You are offline: your details will be saved once you are back online',
  },
});
