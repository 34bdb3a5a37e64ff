import type { Translation, Words } from '../../../../src/i18n/text';
import type { programPreviewText } from './en';

export const programPreviewFr: Translation<typeof programPreviewText.en> = {
  notFound: 'Cette partie de programme n’existe pas ou n’est pas en vente.',
  browse: 'Parcourir les programmes',
  freePreview: 'Aperçu gratuit',
  inYourPrograms: 'Dans vos programmes',
  noExercises: 'Pas encore d’exercices.',
  noWorkouts: 'Le coach n’a pas encore ajouté de séances à cette partie.',
  owned: 'Cette partie appartient à un programme que vous possédez.',
  train: 'S’entraîner sur cette partie',
  theProgram: 'le programme',
  likeWhatYouSee: (program) => `Ça vous plaît ? La suite de ${program} s’ouvre dès que vous l’achetez.`,
  getFullProgram: 'Obtenir le programme complet',
  lockedTitle: 'Cette partie est réservée aux athlètes du programme',
  lockedBody: (split, program) => `Les séances de « ${split} » s’ouvrent une fois ${program} acheté. Les parties en aperçu gratuit d’un programme se consultent avant l’achat.`,
  seeAndBuy: 'Voir le programme et l’acheter',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'athlete.programPreview': programPreviewFr } satisfies Record<string, Words>;
