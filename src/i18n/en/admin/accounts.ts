/** What an admin does to an account (trainers, athletes): activate, deactivate, verify, a new password, a new email. */
import { count } from '../../plural';
import { defineText } from '../../text';

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
