import type { Translation, Words } from '../../../src/i18n/text';
import type { adminProfileText } from './en';

export const adminProfileFr: Translation<typeof adminProfileText.en> = {
  twoFactor: 'Connexion à deux facteurs',
  on: 'Activée',
  off: 'Désactivée',
  memberSince: 'Membre depuis',
  active: 'Actif',
  deactivated: 'Désactivé',
  edit: 'Modifier le profil et la sécurité',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'admin.profile': adminProfileFr } satisfies Record<string, Words>;
