/** What an admin does to an account (trainers, athletes): activate, deactivate, verify, a new password, a new email. */
import { defineText } from '../../text';

export const accountsText = defineText('admin.accounts', {
  activate: 'Activate',
  deactivate: 'Deactivate',
  deactivated: (name: string) => `${name} is deactivated`,
  activeAgain: (name: string) => `${name} is active again`,
  bulkActivated: (count: number) => `${count} account(s) activated`,
  bulkDeactivated: (count: number) => `${count} account(s) deactivated`,
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
