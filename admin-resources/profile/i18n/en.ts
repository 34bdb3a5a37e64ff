/** /admin/profile/view: the signed-in admin's own account at a glance. */
import { defineText } from '../../../src/i18n/text';

export const adminProfileText = defineText('admin.profile', {
  twoFactor: 'Two-factor sign-in',
  on: 'On',
  off: 'Off',
  memberSince: 'Member since',
  active: 'Active',
  deactivated: 'Deactivated',
  edit: 'Edit profile and security',
});
