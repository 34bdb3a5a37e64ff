import type { accountsText } from '../../en/admin/accounts';
import { count } from '../../plural';
import type { Translation } from '../../text';

export const accountsFr: Translation<typeof accountsText.en> = {
  activate: 'Activer',
  deactivate: 'Désactiver',
  deactivated: (name) => `${name} est désactivé(e)`,
  activeAgain: (name) => `${name} est de nouveau actif(ve)`,
  bulkActivated: (n) => count('fr', n, { one: '# compte activé', other: '# comptes activés' }),
  bulkDeactivated: (n) => count('fr', n, { one: '# compte désactivé', other: '# comptes désactivés' }),
  verify: 'Vérifier',
  verified: (email) => `${email} est vérifié`,
  resetPassword: 'Réinitialiser le mot de passe',
  newPassword: 'Nouveau mot de passe',
  passwordSet: (email) => `Un nouveau mot de passe est défini pour ${email} ; ses sessions ont toutes été fermées`,
  changeEmail: 'Changer l’e-mail',
  newEmail: 'Nouvelle adresse e-mail',
  emailChanged: 'L’adresse e-mail a été changée',
  dialogTitle: (action, name) => `${action} : ${name}`,
};
