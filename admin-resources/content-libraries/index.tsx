/** Content libraries: the platform's exercise and video libraries; a library's page lists its exercises and adds new ones. */
import { Button, Datagrid, EditButton, ReferenceManyField, useRecordContext, Labeled } from 'react-admin';
import { Link } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import { contentLibrariesText } from './i18n/en';
import { useLocale } from '../../src/i18n/locale';
import { useText } from '../../src/i18n/text';
import { description } from '../generated/content-libraries';
import { description as exercises } from '../generated/exercises';
import { fieldFor } from '../lib/fields';
import { nameKey } from '../lib/keys';
import { defineResource } from '../lib/views';

function AddExerciseButton() {
  const library = useRecordContext<{ id: number }>();
  const t = useText(contentLibrariesText);
  if (!library) return null;
  const source = encodeURIComponent(JSON.stringify({ library_id: library.id }));
  return (
    <Button label={t.addExercise} component={Link} to={`/admin/exercises/create?source=${source}`}>
      <AddIcon />
    </Button>
  );
}

/** The library's exercises: their name, muscle group, equipment and video, as the exercises resource shows them. */
const EXERCISE_COLUMNS = ['name', 'muscle_group', 'equipment', 'video_url'].map((source) => exercises.fields.find((f) => f.source === source)!);

function LibraryExercises() {
  const t = useText(contentLibrariesText);
  const at = { resource: exercises.name, locale: useLocale() };
  return (
    <Labeled label={nameKey(exercises.name)} sx={{ px: 2, pb: 2 }}>
      <ReferenceManyField reference={exercises.name} target="library_id" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
        <Datagrid rowClick="edit" bulkActionButtons={false} empty={<span>{t.noExercises}</span>}>
          {EXERCISE_COLUMNS.map((f) => fieldFor(f, at, { inList: true }))}
          <EditButton />
        </Datagrid>
      </ReferenceManyField>
    </Labeled>
  );
}

export default defineResource(description, {
  icon: CollectionsBookmarkIcon,
  showActions: <AddExerciseButton />,
  showAside: <LibraryExercises />,
});
