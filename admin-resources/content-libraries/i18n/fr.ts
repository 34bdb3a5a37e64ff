import type { Translation, Words } from '../../../src/i18n/text';
import type { contentLibrariesText } from './en';

export const contentLibrariesFr: Translation<typeof contentLibrariesText.en> = {
  addExercise: 'Ajouter un exercice',
  noExercises: 'Aucun exercice pour l’instant.',
};

/** This folder's sections in French, by id (gathered by the generated language index). */
export default { 'admin.contentLibraries': contentLibrariesFr } satisfies Record<string, Words>;
