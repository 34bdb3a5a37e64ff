/**
 * "Adjust upcoming workouts", in the coach's view of one athlete: the athlete's current week of the program (lambda
 * `enrollments/{id}/week`), each workout with its exercises and that week's numbers as the athlete follows them, in
 * the program's units; an exercise the trainer adjusted for this athlete says so, with its note. Each exercise can be
 * adjusted (./AdjustExerciseDialog.tsx), and an adjustment removed. Rows stack on a phone.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { useText } from '../../../../src/i18n/text';
import { usePendingRecords } from '../../../../src/offline/pending-records';
import { showToast } from '../../../../src/ui/toasts';
import { readableChip } from '../../../../src/ui/readable-chip';
import { workoutTitle } from '../../../../src/ui/workout-title';
import { useStudioFormat } from '../../common/format';
import { viewProgramText } from '../../common/programs/i18n/en';
import { weekNumbersText } from '../adjustments';
import type { TrainingWeek, WeekExercise, WeekWorkout } from '../api/training-week';
import { useRemoveWorkoutOverride } from '../api/workout-overrides';
import { adjustText } from '../i18n/en';
import { AdjustExerciseDialog } from './AdjustExerciseDialog';

function ExerciseRow({ e, waiting, onAdjust, onRemove, removing }: { e: WeekExercise; waiting: boolean; onAdjust: () => void; onRemove: () => void; removing: boolean }) {
  const t = useText(adjustText);
  const programWords = useText(viewProgramText);
  const f = useStudioFormat();
  const name = e.exercise ?? t.unnamed;
  const adjusted = e.override_id != null;
  return (
    <Box
      component="li"
      data-testid="adjust-exercise"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1.2fr) minmax(0, 1.5fr) auto' }, columnGap: 2, rowGap: 0.5, alignItems: 'center', py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {adjusted && <Chip size="small" color="info" label={t.adjusted} sx={readableChip('info')} data-testid="adjusted-chip" />}
      </Stack>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" data-testid="adjust-numbers">
          {weekNumbersText(e, t, f.number, programWords)}
        </Typography>
        {waiting && (
          <Typography variant="caption" color="text.secondary" component="p" data-testid="adjust-waiting">
            {t.waiting}
          </Typography>
        )}
        {adjusted && e.note && (
          <Typography variant="body2" sx={{ fontStyle: 'italic', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="adjust-note">
            {e.note}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: { xs: 'flex-start', sm: 'flex-end' }, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" startIcon={<TuneIcon />} onClick={onAdjust} aria-label={t.adjustExercise(name)}>
          {t.adjust}
        </Button>
        {adjusted && (
          <Button size="small" color="error" onClick={onRemove} disabled={removing} aria-label={t.removeOf(name)}>
            {t.remove}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

function WeekWorkoutCard({ w, children }: { w: WeekWorkout; children: ReactNode }) {
  const t = useText(adjustText);
  const label = t.workoutOf(w.phase, workoutTitle(w, { day: t.day, titled: t.dayTitled }));
  return (
    <Card variant="outlined" component="article" aria-label={label} data-testid="adjust-workout">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

export function AdjustWorkouts({ enrollmentId, athleteName, week, error, isPending }: {
  enrollmentId: number;
  athleteName: string;
  week: TrainingWeek | undefined;
  error: Error | null;
  isPending: boolean;
}) {
  const t = useText(adjustText);
  const [target, setTarget] = useState<WeekExercise | null>(null);
  const [open, setOpen] = useState(false);
  const remove = useRemoveWorkoutOverride(enrollmentId);
  // Adjustments saved offline for this athlete (new ones name their exercise; changes and removals their record).
  const pending = usePendingRecords('workout_override');
  const waiting = useMemo(() => {
    const exercises = new Set(pending.filter((r) => Number(r.data.enrollment_id) === enrollmentId).map((r) => Number(r.data.workout_exercise_id)));
    const records = new Set(pending.map((r) => Number(r.data.id)));
    return (e: WeekExercise) => exercises.has(e.workout_exercise_id) || (e.override_id != null && records.has(e.override_id));
  }, [pending, enrollmentId]);
  const removeOf = (e: WeekExercise) => {
    if (e.override_id == null) return;
    const name = e.exercise ?? t.unnamed;
    remove.mutate(e.override_id, { onSuccess: () => showToast({ type: 'success', message: t.removed(name) }) });
  };
  return (
    <Box component="section" role="region" aria-labelledby="adjust-workouts-heading" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" id="adjust-workouts-heading" sx={{ fontWeight: 600 }}>
        {t.heading}
      </Typography>
      {isPending && <LinearProgress aria-label={t.loading} />}
      {error && <Alert severity="error">{error.message}</Alert>}
      {remove.error && (
        <Alert severity="error" sx={{ my: 1 }} onClose={() => remove.reset()}>
          {remove.error.message}
        </Alert>
      )}
      {week && (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="adjust-week">
            {t.weekOf(week.week, week.total_weeks)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t.intro}
          </Typography>
          {week.workouts.length ? (
            <Stack spacing={1.5}>
              {week.workouts.map((w) => (
                <WeekWorkoutCard key={w.workout_id} w={w}>
                  {w.exercises.length ? (
                    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
                      {w.exercises.map((e) => (
                        <ExerciseRow
                          key={e.workout_exercise_id}
                          e={e}
                          waiting={waiting(e)}
                          onAdjust={() => {
                            setTarget(e);
                            setOpen(true);
                          }}
                          onRemove={() => removeOf(e)}
                          removing={remove.isPending && remove.variables === e.override_id}
                        />
                      ))}
                    </Box>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {t.noExercises}
                    </Typography>
                  )}
                </WeekWorkoutCard>
              ))}
            </Stack>
          ) : (
            <Typography color="text.secondary">{t.noWorkouts}</Typography>
          )}
          <AdjustExerciseDialog open={open} onClose={() => setOpen(false)} enrollmentId={enrollmentId} exercise={target} athleteName={athleteName} currentWeek={week.current_week} totalWeeks={week.total_weeks} />
        </>
      )}
    </Box>
  );
}
