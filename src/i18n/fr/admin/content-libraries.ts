import type { contentLibrariesText } from '../../en/admin/content-libraries';
import type { Translation } from '../../text';

export const contentLibrariesFr: Translation<typeof contentLibrariesText.en> = {
  addExercise: 'Ajouter un exercice',
  noExercises: 'Aucun exercice pour l’instant.',
};
