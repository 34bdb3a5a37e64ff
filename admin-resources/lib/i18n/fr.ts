import { count } from '../../../src/i18n/plural';
import type { Translation, Words } from '../../../src/i18n/text';
import type { accountsText, viewsText } from './en';

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

export const viewsFr: Translation<typeof viewsText.en> = {
  // "CMS" stays in capitals; other names read in lower case after "parmi les".
  search: (resources) => `Rechercher parmi les ${resources === resources.toUpperCase() ? resources : resources.toLowerCase()}`,
  from: (field) => `${field} à partir du`,
  until: (field) => `${field} jusqu’au`,
  atLeast: (field) => `${field} au moins`,
  atMost: (field) => `${field} au plus`,
  keepPassword: 'Laissez vide pour garder le mot de passe actuel',
  uploadVideo: 'Envoyer une vidéo',
  uploadImage: 'Envoyer une image',
  uploadFor: (field) => `Envoyer un fichier pour ${field}`,
  uploaded: (file) => `${file} envoyé`,
  created: (name, resources) => `« ${name} » a été ajouté à ${resources === resources.toUpperCase() ? resources : resources.toLowerCase()}.`,
  updated: (name) => `Vos modifications de « ${name} » ont été enregistrées.`,
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'admin.accounts': accountsFr, 'admin.views': viewsFr } satisfies Record<string, Words>;
