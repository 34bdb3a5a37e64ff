/** The profile page of every role (/athlete/profile, /trainer/profile, /admin/profile): the account and "Your details". */
import { defineText } from '../../../../src/i18n/text';

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
  preferences: {
    heading: 'Preferences',
    intro: 'Kept with your account, on every device you sign in on.',
    language: 'Language',
    theme: 'Theme',
    units: 'Weights in',
    device: 'As this device',
    light: 'Light',
    dark: 'Dark',
    kg: 'Kilograms (kg)',
    lb: 'Pounds (lb)',
    mail: 'Also tell me by email',
    mailIntro: 'Everything shows in your notifications. Mail about your account’s security is always sent.',
    kinds: {
      purchase: 'A program I bought',
      sale: 'A program of mine was bought',
      refund: 'Refunds',
      access: 'Access to a program given or removed',
      chat: 'Chat messages',
      post: 'New posts from trainers I follow',
      comment: 'Comments on my posts',
    },
    saved: 'Your preferences were saved',
  },
});
