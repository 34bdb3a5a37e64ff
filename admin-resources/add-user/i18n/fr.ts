import type { Translation, Words } from '../../../src/i18n/text';
import type { addUserText } from './en';

export const addUserFr: Translation<typeof addUserText.en> = {
  title: 'Ajouter un utilisateur',
  passwordHelp: 'Transmettez-le en privé ; la personne pourra le changer depuis son profil.',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'admin.addUser': addUserFr } satisfies Record<string, Words>;
