/** /admin/add-user (the fields' labels are the users resource's, admin-resources/i18n/en.ts). */
import { defineText } from '../../../src/i18n/text';

export const addUserText = defineText('admin.addUser', {
  title: 'Add user',
  passwordHelp: 'Share it privately; they can change it from their profile.',
});
