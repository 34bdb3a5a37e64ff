/** What an admin does to an account (trainers, athletes): activate, deactivate, verify, a new password, a new email. */
import { count } from '../../../src/i18n/plural';
import { defineText } from '../../../src/i18n/text';

export const accountsText = defineText('admin.accounts', {
  activate: 'Activate',
  deactivate: 'Deactivate',
  deactivated: (name: string) => `${name} is deactivated`,
  activeAgain: (name: string) => `${name} is active again`,
  bulkActivated: (n: number) => count('en', n, { one: '# account activated', other: '# accounts activated' }),
  bulkDeactivated: (n: number) => count('en', n, { one: '# account deactivated', other: '# accounts deactivated' }),
  verify: 'Verify',
  verified: (email: string) => `${email} is verified`,
  resetPassword: 'Reset password',
  newPassword: 'New password',
  passwordSet: (email: string) => `A new password is set for ${email}; they were signed out everywhere`,
  changeEmail: 'Change email',
  newEmail: 'New email address',
  emailChanged: 'The email address was changed',
  /** A dialog's title: the action and whose account, e.g. "Reset password: Tara Stone". */
  dialogTitle: (action: string, name: string) => `${action}: ${name}`,
});

/** The generic resource views (admin-resources/lib/): list search and range filters, the password field, uploads. */

export const viewsText = defineText('admin.views', {
  /** The list's search box, e.g. "Search trainers". */
  search: (resources: string) => `Search ${resources.toLowerCase()}`,
  from: (field: string) => `${field} from`,
  until: (field: string) => `${field} until`,
  atLeast: (field: string) => `${field} at least`,
  atMost: (field: string) => `${field} at most`,
  keepPassword: 'Leave empty to keep the current password',
  uploadVideo: 'Upload a video',
  uploadImage: 'Upload an image',
  uploadFor: (field: string) => `Upload a file for ${field}`,
  uploaded: (file: string) => `${file} uploaded`,
  /** After a create or an edit: what was saved, by its name, and where (e.g. “Strength 101” was added to Programs). */
  created: (name: string, resources: string) => `“${name}” was added to ${resources}.`,
  updated: (name: string) => `Your changes to “${name}” were saved.`,
});
