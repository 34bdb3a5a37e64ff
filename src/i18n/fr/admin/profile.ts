import type { adminProfileText } from '../../en/admin/profile';
import type { Translation } from '../../text';

export const adminProfileFr: Translation<typeof adminProfileText.en> = {
  twoFactor: 'Connexion à deux facteurs',
  on: 'Activée',
  off: 'Désactivée',
  memberSince: 'Membre depuis',
  active: 'Actif',
  deactivated: 'Désactivé',
  edit: 'Modifier le profil et la sécurité',
};
