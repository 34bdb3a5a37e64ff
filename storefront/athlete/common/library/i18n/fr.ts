import type { Translation, Words } from '../../../../../src/i18n/text';
import type { libraryText } from './en';

export const libraryFr: Translation<typeof libraryText.en> = {
  title: 'Votre bibliothèque',
  subtitle: 'Les programmes, exercices et vidéos que vous avez enregistrés, au même endroit.',
  kinds: 'Types d’éléments enregistrés',
  tabs: { all: 'Tout', program: 'Programmes', exercise: 'Exercices', video: 'Vidéos' },
  tabCount: (label, count) => `${label} (${count})`,
  kind: { program: 'Programme', exercise: 'Exercice', video: 'Vidéo' },
  search: 'Rechercher dans votre bibliothèque',
  searching: 'Recherche en cours',
  clearSearch: 'Effacer la recherche',
  emptyTitle: 'Votre bibliothèque est vide',
  emptyBody:
    'Enregistrez ce que vous voulez retrouver : appuyez sur Enregistrer sur la page d’un programme, ou sur le marque-page à côté d’un exercice d’un programme que vous possédez, et il apparaîtra ici.',
  browse: 'Parcourir les programmes',
  noMatch: (q) => `Rien dans votre bibliothèque ne correspond à « ${q} ».`,
  noneOfKind: 'Rien de ce type dans votre bibliothèque pour l’instant.',
  showAll: 'Tout afficher',
  open: (title) => `Ouvrir ${title}`,
  remove: (title) => `Retirer ${title} de votre bibliothèque`,
  removed: (title) => `${title} a été retiré de votre bibliothèque`,
  undo: 'Annuler',
  saved: (title) => `${title} a été enregistré dans votre bibliothèque`,
  save: 'Enregistrer',
  savedLabel: 'Enregistré',
  saveAria: (title) => `Enregistrer ${title} dans votre bibliothèque`,
  unsaveAria: (title) => `Enregistré : retirer ${title} de votre bibliothèque`,
  savedOn: (when) => `Enregistré : ${when}`,
  loadMore: 'Afficher plus',
  detail: {
    noLongerForSale: 'N’est plus en vente',
    levels: { beginner: 'Débutant', intermediate: 'Intermédiaire', advanced: 'Avancé' },
    weeks: (n) => `${n} ${n > 1 ? 'semaines' : 'semaine'}`,
    exercise: 'Exercice',
    uploadedVideo: 'Vidéo téléversée',
    video: 'Vidéo',
  },
  exerciseGone: 'Cet exercice n’est plus disponible.',
  noDescription: 'Pas encore de description.',
  muscleGroup: (value) => `Groupe musculaire : ${value}`,
  equipment: (value) => `Matériel : ${value}`,
  video: 'Vidéo',
  noVideo: 'Pas encore de vidéo pour cet exercice.',
  videoTitle: (exercise) => `${exercise} (vidéo)`,
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'athlete.library': libraryFr } satisfies Record<string, Words>;
