/**
 * One workout of a split: its day and title, its exercises, "Add exercise" and its removal. The exercises are a table
 * from the `sm` breakpoint up, and stacked cards on a phone.
 */
import { useState } from 'react';
import { Box, Button, IconButton, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { TABLES } from '../../../../src/generated/tables';
import { builderText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import type { WorkoutNode } from '../../common/programs/api/get-program-tree';
import { useDeleteWorkout } from '../api/delete-workout';
import { useUpdateWorkout } from '../api/update-workout';
import { programWeeks } from '../progression-form';
import { useBuilder } from '../stores/builder-store';
import { ConfirmDialog } from './ConfirmDialog';
import { ExercisePickerDialog } from './ExercisePickerDialog';
import { InlineField } from './InlineField';
import { EXERCISE_COLUMNS, EXERCISE_TABLE_MIN_WIDTH, WorkoutExerciseCard, WorkoutExerciseRow } from './WorkoutExerciseRow';

const F = TABLES.workout.fields;
const dayProblem = (t: string) => {
  const n = Number(t);
  return Number.isInteger(n) && n >= F.day.schema.minimum && n <= F.day.schema.maximum ? null : `${F.day.schema.minimum}–${F.day.schema.maximum}`;
};
/** Words a screen reader reads as a column's header (each field shows its own label). */
const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export function WorkoutCard({ programId, workout }: { programId: number; workout: WorkoutNode }) {
  const [picking, setPicking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateWorkout(programId);
  const remove = useDeleteWorkout(programId);
  const exercises = workout.workout_exercise;
  const words = useText(builderText);
  const t = words.workout;
  const titleProblem = (text: string) => (text.trim() === '' ? t.titleRequired : text.trim().length > F.title.schema.maxLength ? words.atMost(F.title.schema.maxLength) : null);
  const nextPosition = exercises.reduce((max, e) => Math.max(max, (e.position ?? 0) + 1), 0);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // The program's weeks as its details say (as typed), for each exercise's progression preview.
  const weeks = programWeeks(useBuilder((s) => s.form.duration_weeks));
  const e = words.exercise;
  const columnWords: Record<(typeof EXERCISE_COLUMNS)[number]['key'], string> = {
    exercise: e.fallback,
    measure: e.measure,
    sets: e.sets,
    target: e.target,
    load: e.load,
    rest: e.rest,
    tempo: e.tempo,
    notes: e.notes,
    actions: e.actions,
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 } }} data-testid="workout" aria-label={t.region(workout.title)} component="section">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <InlineField
          size="small"
          type="number"
          label={t.day}
          value={String(workout.day)}
          validate={dayProblem}
          onCommit={(t) => update.mutate({ id: workout.id!, changes: { day: Number(t) } })}
          sx={{ width: 84 }}
        />
        <InlineField
          size="small"
          label={t.title}
          fullWidth
          value={workout.title}
          validate={titleProblem}
          onCommit={(t) => update.mutate({ id: workout.id!, changes: { title: t.trim() } })}
        />
        <IconButton aria-label={t.delete(workout.title)} onClick={() => setConfirming(true)}>
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Box sx={{ overflowX: 'auto', mt: 1 }}>
        {exercises.length > 0 && phone ? (
          <Stack component="ul" spacing={1} aria-label={t.exercisesOf(workout.title)} sx={{ m: 0, p: 0 }}>
            {exercises.map((we) => (
              <WorkoutExerciseCard key={we.id} programId={programId} row={we} weeks={weeks} />
            ))}
          </Stack>
        ) : exercises.length > 0 ? (
          <Table
            size="small"
            aria-label={t.exercisesOf(workout.title)}
            sx={{ tableLayout: 'fixed', minWidth: EXERCISE_TABLE_MIN_WIDTH, '& td': { borderBottom: 'none', px: 0.5, py: 0.5, verticalAlign: 'top' }, '& th': { border: 0, p: 0 } }}
          >
            <TableHead>
              <TableRow>
                {EXERCISE_COLUMNS.map((c) => (
                  <TableCell key={c.key} sx={{ width: c.width }}>
                    <span style={hidden}>{columnWords[c.key]}</span>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {exercises.map((we) => (
                <WorkoutExerciseRow key={we.id} programId={programId} row={we} weeks={weeks} />
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {t.noExercises}
          </Typography>
        )}
      </Box>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setPicking(true)}>
        {t.addExercise}
      </Button>
      <ExercisePickerDialog open={picking} onClose={() => setPicking(false)} programId={programId} workout={{ id: workout.id!, title: workout.title }} position={nextPosition} />
      <ConfirmDialog
        open={confirming}
        title={t.confirmTitle(workout.title)}
        body={t.confirmBody}
        confirmLabel={t.confirm}
        onConfirm={() => remove.mutate(workout.id!)}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
