/** One exercise of a workout: sets, reps, rest, tempo and notes, each saved when left; and its removal. */
import { IconButton, Link, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import { TABLES } from '../../../../src/generated/tables';
import { builderText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import type { WorkoutExerciseNode } from '../../common/programs/api/get-program-tree';
import { useDeleteWorkoutExercise } from '../api/delete-workout-exercise';
import { useUpdateWorkoutExercise, type WorkoutExerciseChanges } from '../api/update-workout-exercise';
import { InlineField } from './InlineField';

const F = TABLES.workout_exercise.fields;

const wholeNumber = (min: number, max: number, optional = false) => (text: string) => {
  if (optional && text.trim() === '') return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? null : `${min}–${max}`;
};
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function WorkoutExerciseRow({ programId, row }: { programId: number; row: WorkoutExerciseNode }) {
  const update = useUpdateWorkoutExercise(programId);
  const remove = useDeleteWorkoutExercise(programId);
  const words = useText(builderText);
  const t = words.exercise;
  const maxLength = (max: number) => (text: string) => (text.length > max ? words.atMost(max) : null);
  const name = row.exercise?.name ?? t.fallback;
  const save = (changes: WorkoutExerciseChanges) => update.mutate({ id: row.id!, changes });
  return (
    <TableRow data-testid="workout-exercise">
      <TableCell sx={{ width: '24%' }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, pt: 0.5 }}>
            {name}
          </Typography>
          {row.exercise?.video_url && (
            <Tooltip title={t.watch}>
              <Link href={row.exercise.video_url} target="_blank" rel="noopener noreferrer" aria-label={t.videoOf(name)} sx={{ display: 'inline-flex' }}>
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
          label={t.sets}
          value={String(row.sets ?? '')}
          validate={wholeNumber(F.sets.schema.minimum, F.sets.schema.maximum)}
          onCommit={(t) => save({ sets: Number(t) })}
        />
      </TableCell>
      <TableCell sx={{ width: 80 }}>
        <InlineField size="small" fullWidth label={t.reps} value={row.reps ?? ''} validate={(text) => (text.trim() ? maxLength(F.reps.schema.maxLength)(text) : words.required)} onCommit={(text) => save({ reps: text.trim() })} />
      </TableCell>
      <TableCell sx={{ width: 84 }}>
        <InlineField
          size="small"
          fullWidth
          type="number"
          label={t.rest}
          value={row.rest_s == null ? '' : String(row.rest_s)}
          validate={wholeNumber(F.rest_s.schema.minimum, F.rest_s.schema.maximum, true)}
          onCommit={(t) => save({ rest_s: t.trim() === '' ? null : Number(t) })}
        />
      </TableCell>
      <TableCell sx={{ width: 84 }}>
        <InlineField size="small" fullWidth label={t.tempo} value={row.tempo ?? ''} validate={maxLength(F.tempo.schema.maxLength)} onCommit={(text) => save({ tempo: orNull(text) })} />
      </TableCell>
      <TableCell>
        <InlineField size="small" fullWidth label={t.notes} value={row.notes ?? ''} validate={maxLength(F.notes.schema.maxLength)} onCommit={(text) => save({ notes: orNull(text) })} />
      </TableCell>
      <TableCell sx={{ width: 48 }} padding="none">
        <IconButton aria-label={t.remove(name)} onClick={() => remove.mutate(row.id!)} disabled={remove.isPending}>
          <DeleteIcon />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
