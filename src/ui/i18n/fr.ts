/** French: the shared UI parts' words (src/ui/i18n/en.ts). */
import type { Translation, Words } from '../../i18n/text';
import type { reviewsText, commonText } from './en';

export const reviewsFr: Translation<typeof reviewsText.en> = {
  heading: 'Avis',
  none: 'Pas encore d’avis',
  someone: 'Un athlète',
  replyFrom: (trainer) => `Réponse de ${trainer}`,
  trainerFallback: 'le coach',
  loadMore: 'Voir plus d’avis',
  count: (count) => `${count} avis`,
  rated: (value, max) => `Noté ${value} sur ${max}`,
  stars: (value) => `${value} ${value > 1 ? 'étoiles' : 'étoile'}`,
  reviewBy: (name) => `Avis de ${name}`,
};

/** French: the shared words (src/ui/i18n/en.ts). */

const PAGE_BUTTONS: Record<string, string> = { first: 'Aller à la première page', last: 'Aller à la dernière page', next: 'Aller à la page suivante', previous: 'Aller à la page précédente' };

const commonFr: Translation<typeof commonText.en> = {
  save: 'Enregistrer',
  firstName: 'Prénom',
  lastName: 'Nom',
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
  pageButton: (type, page, selected) => (type === 'page' ? (selected ? `Page ${page}` : `Aller à la page ${page}`) : (PAGE_BUTTONS[type] ?? `Aller à la page ${page}`)),
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'app.reviews': reviewsFr, common: commonFr } satisfies Record<string, Words>;
