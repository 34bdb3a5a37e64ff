/** One workout of a split: its day and title, its exercises, "Add exercise" and its removal. */
import { useState } from 'react';
import { Box, Button, IconButton, Paper, Stack, Table, TableBody, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { TABLES } from '../../../../src/generated/tables';
import { builderText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import type { WorkoutNode } from '../../common/programs/api/get-program-tree';
import { useDeleteWorkout } from '../api/delete-workout';
import { useUpdateWorkout } from '../api/update-workout';
import { ConfirmDialog } from './ConfirmDialog';
import { ExercisePickerDialog } from './ExercisePickerDialog';
import { InlineField } from './InlineField';
import { WorkoutExerciseRow } from './WorkoutExerciseRow';

const F = TABLES.workout.fields;
const dayProblem = (t: string) => {
  const n = Number(t);
  return Number.isInteger(n) && n >= F.day.schema.minimum && n <= F.day.schema.maximum ? null : `${F.day.schema.minimum}–${F.day.schema.maximum}`;
};

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
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="workout" aria-label={t.region(workout.title)} component="section">
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
        {exercises.length > 0 ? (
          <Table size="small" aria-label={t.exercisesOf(workout.title)} sx={{ tableLayout: 'fixed', minWidth: 640, '& td': { borderBottom: 'none', px: 0.5, py: 0.5, verticalAlign: 'top' } }}>
            <TableBody>
              {exercises.map((we) => (
                <WorkoutExerciseRow key={we.id} programId={programId} row={we} />
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
