/** One exercise of a workout: sets, reps, rest, tempo and notes, each saved when left; and its removal. */
import { IconButton, Link, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { TABLES } from '../../../../src/generated/tables';
import type { WorkoutExerciseNode } from '../../programs/api/get-program-tree';
import { useDeleteWorkoutExercise } from '../api/delete-workout-exercise';
import { useUpdateWorkoutExercise, type WorkoutExerciseChanges } from '../api/update-workout-exercise';
import { InlineField } from './InlineField';

const F = TABLES.workout_exercise.fields;

const wholeNumber = (min: number, max: number, optional = false) => (text: string) => {
  if (optional && text.trim() === '') return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? null : `${min}–${max}`;
};
const maxLength = (max: number) => (text: string) => (text.length > max ? `At most ${max} characters` : null);
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function WorkoutExerciseRow({ programId, row }: { programId: number; row: WorkoutExerciseNode }) {
  const update = useUpdateWorkoutExercise(programId);
  const remove = useDeleteWorkoutExercise(programId);
  const name = row.exercise?.name ?? 'Exercise';
  const save = (changes: WorkoutExerciseChanges) => update.mutate({ id: row.id!, changes });
  return (
    <TableRow data-testid="workout-exercise">
      <TableCell sx={{ width: '24%' }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, pt: 0.5 }}>
            {name}
          </Typography>
          {row.exercise?.video_url && (
            <Tooltip title="Watch the video">
              <Link href={row.exercise.video_url} target="_blank" rel="noopener noreferrer" aria-label={`Video of ${name}`} sx={{ display: 'inline-flex' }}>
                <OndemandVideoIcon fontSize="small" />
              </Link>
            </Tooltip>
          )}
        </Stack>
        {row.exercise?.muscle_group && (
          <Typography variant="caption" color="text.secondary">
            {[row.exercise.muscle_group, row.exercise.equipment].filter(Boolean).join(' · ')}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ width: 64 }}>
        <InlineField
          size="small"
          fullWidth
          type="number"
          label="Sets"
          value={String(row.sets ?? '')}
          validate={wholeNumber(F.sets.schema.minimum, F.sets.schema.maximum)}
          onCommit={(t) => save({ sets: Number(t) })}
        />
      </TableCell>
      <TableCell sx={{ width: 80 }}>
        <InlineField size="small" fullWidth label="Reps" value={row.reps ?? ''} validate={(t) => (t.trim() ? maxLength(F.reps.schema.maxLength)(t) : 'Required')} onCommit={(t) => save({ reps: t.trim() })} />
      </TableCell>
      <TableCell sx={{ width: 84 }}>
        <InlineField
          size="small"
          fullWidth
          type="number"
          label="Rest (s)"
          value={row.rest_s == null ? '' : String(row.rest_s)}
          validate={wholeNumber(F.rest_s.schema.minimum, F.rest_s.schema.maximum, true)}
          onCommit={(t) => save({ rest_s: t.trim() === '' ? null : Number(t) })}
        />
      </TableCell>
      <TableCell sx={{ width: 84 }}>
        <InlineField size="small" fullWidth label="Tempo" value={row.tempo ?? ''} validate={maxLength(F.tempo.schema.maxLength)} onCommit={(t) => save({ tempo: orNull(t) })} />
      </TableCell>
      <TableCell>
        <InlineField size="small" fullWidth label="Notes" value={row.notes ?? ''} validate={maxLength(F.notes.schema.maxLength)} onCommit={(t) => save({ notes: orNull(t) })} />
      </TableCell>
      <TableCell sx={{ width: 48 }} padding="none">
        <IconButton aria-label={`Remove ${name}`} onClick={() => remove.mutate(row.id!)} disabled={remove.isPending}>
          <DeleteIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
