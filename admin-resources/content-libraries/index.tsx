/** Content libraries: the platform's exercise and video libraries; a library's page lists its exercises and adds new ones. */
import { Button, Datagrid, EditButton, ReferenceManyField, TextField, UrlField, useRecordContext, Labeled } from 'react-admin';
import { Link } from 'react-router';
import AddIcon from '@mui/icons-material/Add';
import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import { description } from '../generated/content-libraries';
import { defineResource } from '../lib/views';

function AddExerciseButton() {
  const library = useRecordContext<{ id: number }>();
  if (!library) return null;
  const source = encodeURIComponent(JSON.stringify({ library_id: library.id }));
  return (
    <Button label="Add exercise" component={Link} to={`/admin/exercises/create?source=${source}`}>
      <AddIcon />
    </Button>
  );
}

function LibraryExercises() {
  return (
    <Labeled label="Exercises" sx={{ px: 2, pb: 2 }}>
      <ReferenceManyField reference="exercises" target="library_id" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
        <Datagrid rowClick="edit" bulkActionButtons={false} empty={<span>No exercises yet.</span>}>
          <TextField source="name" />
          <TextField source="muscle_group" label="Muscle group" emptyText="—" />
          <TextField source="equipment" emptyText="—" />
          <UrlField source="video_url" label="Video" emptyText="—" target="_blank" rel="noreferrer" />
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
