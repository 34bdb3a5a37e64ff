import type { addUserText } from '../../en/admin/add-user';
import type { Translation } from '../../text';

export const addUserFr: Translation<typeof addUserText.en> = {
  title: 'Ajouter un utilisateur',
  passwordHelp: 'Transmettez-le en privé ; la personne pourra le changer depuis son profil.',
};
