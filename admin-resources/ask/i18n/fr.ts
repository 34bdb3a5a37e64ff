import type { Translation, Words } from '../../../src/i18n/text';
import type { askText } from './en';

export const askFr: Translation<typeof askText.en> = {
  title: 'Interrogez vos données',
  intro: 'Posez une question avec vos mots. L’IA propose une requête ; vérifiez-la, puis lancez-la.',
  label: 'Votre question',
  placeholder: 'par ex. programmes publiés, du moins cher au plus cher',
  propose: 'Proposer une requête',
  proposing: 'Réflexion…',
  proposed: 'Requête proposée',
  table: 'Table',
  filters: 'Filtres',
  order: 'Tri',
  size: 'Nombre',
  joins: 'Jointures',
  none: 'aucun',
  run: 'Lancer la requête',
  running: 'Requête en cours',
  clear: 'Effacer',
  results: 'Résultats de la requête',
  counted: (shown, total, table) => `${shown} sur ${total} enregistrements de ${table}`,
  empty: 'Aucun enregistrement ne correspond à cette requête.',
  checking: 'Vérification de la disponibilité de l’IA',
  offTitle: 'L’IA est désactivée',
  emptyPrompt: 'Saisissez d’abord une question',
  ops: { cs: 'contient', sw: 'commence par', ew: 'finit par', in: 'fait partie de' },
  isEmpty: (field) => `${field} est vide`,
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'admin.ask': askFr } satisfies Record<string, Words>;
