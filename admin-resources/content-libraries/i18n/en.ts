/** A content library's page: its exercises, and a new one. */
import { defineText } from '../../../src/i18n/text';

export const contentLibrariesText = defineText('admin.contentLibraries', {
  addExercise: 'Add exercise',
  noExercises: 'No exercises yet.',
});
