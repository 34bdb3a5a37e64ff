/**
 * One workout of a split: its day of the split's week (a select of Day 1..7: the way to move it that works
 * everywhere, besides dragging it in the week strip), its title, its exercises, "Add exercise" and its removal. The
 * exercises are a table from the `sm` breakpoint up, and stacked cards on a phone; in their order either way, those of a
 * superset or circuit tied together by their group's colour and caption (group-form.ts).
 */
import { useState } from 'react';
import { Box, Button, IconButton, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { TABLES } from '../../../../src/generated/tables';
import { dayOf } from '../../../../src/domain/program-calendar';
import { builderText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import type { WorkoutNode } from '../../common/programs/api/get-program-tree';
import { useDeleteWorkout } from '../api/delete-workout';
import { useUpdateWorkout } from '../api/update-workout';
import { DAYS } from '../calendar-form';
import { exerciseGroupings } from '../group-form';
import { programWeeks } from '../progression-form';
import { useBuilder } from '../stores/builder-store';
import { ConfirmDialog } from './ConfirmDialog';
import { ExercisePickerDialog } from './ExercisePickerDialog';
import { InlineField } from './InlineField';
import { EXERCISE_COLUMNS, EXERCISE_TABLE_MIN_WIDTH, WorkoutExerciseCard, WorkoutExerciseRow } from './WorkoutExerciseRow';

const F = TABLES.workout.fields;
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
  const day = dayOf(workout);
  const titleProblem = (text: string) => (text.trim() === '' ? t.titleRequired : text.trim().length > F.title.schema.maxLength ? words.atMost(F.title.schema.maxLength) : null);
  const nextPosition = exercises.reduce((max, e) => Math.max(max, (e.position ?? 0) + 1), 0);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // The program's weeks as its details say (as typed), for each exercise's progression preview.
  const weeks = programWeeks(useBuilder((s) => s.form.duration_weeks));
  const e = words.exercise;
  const groupings = exerciseGroupings(exercises, e.groups);
  const columnWords: Record<(typeof EXERCISE_COLUMNS)[number]['key'], string> = {
    exercise: e.fallback,
    group: e.groups.label,
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
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          id={`workout-${workout.id}-day`}
          label={t.day}
          value={day}
          onChange={(e) => {
            const to = Number(e.target.value);
            if (to !== day) update.mutate({ id: workout.id!, changes: { day: to } });
          }}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': t.dayOf(workout.title), 'data-testid': 'workout-day' } }}
          sx={{ width: 92, flexShrink: 0 }}
        >
          {DAYS.map((d) => (
            <option key={d} value={d}>
              {words.week.day(d)}
            </option>
          ))}
        </TextField>
        <Box sx={{ flex: '1 1 120px', minWidth: 0 }}>
          <InlineField
            size="small"
            label={t.title}
            fullWidth
            value={workout.title}
            validate={titleProblem}
            onCommit={(t) => update.mutate({ id: workout.id!, changes: { title: t.trim() } })}
          />
        </Box>
        <IconButton aria-label={t.delete(workout.title)} onClick={() => setConfirming(true)} sx={{ ml: 'auto' }}>
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Box sx={{ overflowX: 'auto', mt: 1 }}>
        {exercises.length > 0 && phone ? (
          <Stack component="ul" spacing={1} aria-label={t.exercisesOf(workout.title)} sx={{ m: 0, p: 0 }}>
            {exercises.map((we, i) => (
              <WorkoutExerciseCard key={we.id} programId={programId} row={we} weeks={weeks} grouping={groupings[i]} />
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
              {exercises.map((we, i) => (
                <WorkoutExerciseRow key={we.id} programId={programId} row={we} weeks={weeks} grouping={groupings[i]} />
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
