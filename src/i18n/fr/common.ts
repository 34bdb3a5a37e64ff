/** French: the shared words (src/i18n/en/common.ts). */
import type { commonText } from '../en/common';
import type { Translation, Words } from '../text';

const commonFr: Translation<typeof commonText.en> = {
  save: 'Enregistrer',
  cancel: 'Annuler',
  delete: 'Supprimer',
  edit: 'Modifier',
  close: 'Fermer',
  remove: 'Retirer',
  add: 'Ajouter',
  create: 'Créer',
  confirm: 'Confirmer',
  retry: 'Réessayer',
  search: 'Rechercher',
  loading: 'Chargement…',
  next: 'Suivant',
  previous: 'Précédent',
  yes: 'Oui',
  no: 'Non',
  optional: 'facultatif',
  required: 'obligatoire',
  showMore: 'Voir plus',
  showLess: 'Voir moins',
};

export const common: Record<string, Words> = { common: commonFr };
