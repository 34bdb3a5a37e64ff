import type { viewsText } from '../../en/admin/views';
import type { Translation } from '../../text';

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
