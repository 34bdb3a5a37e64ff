/** A content library's page: its exercises, and a new one. */
import { defineText } from '../../text';

export const contentLibrariesText = defineText('admin.contentLibraries', {
  addExercise: 'Add exercise',
  noExercises: 'No exercises yet.',
});
