/** /admin/add-user (the fields' labels are the users resource's, src/i18n/en/admin/resources.ts). */
import { defineText } from '../../text';

export const addUserText = defineText('admin.addUser', {
  title: 'Add user',
  passwordHelp: 'Share it privately; they can change it from their profile.',
});
