/**
 * /athlete/programs/enrolled/access?programId=N: following an enrolled program by its calendar. Where the athlete is
 * (the week and day since they enrolled, today's workouts or a rest day, the session up next and when, the sessions
 * done out of those planned), the week view (browse the weeks, pick a workout of the week shown), the workout with
 * its exercises (that week's numbers, as the trainer adjusted them for this athlete) to log set by set with a rest
 * timer, "Mark complete", the history of this enrollment and its progress (volume per session, personal records;
 * loaded lazily with the charts). Without a program, the athlete's programs to pick from.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Container,
  Grid,
  LinearProgress,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import EventIcon from '@mui/icons-material/Event';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useOwnedPrograms, type OwnedProgram } from '../../common/owned-programs/api/get-owned-programs';
import { useTrainingProgress } from '../../common/owned-programs/api/get-training-progress';
import { useTrainingPlan, type PlanSplit, type PlanWorkout, type TrainingPlan } from '../../common/training/api/get-training-plan';
import { useWorkoutLogs, type WorkoutLog } from '../api/get-workout-logs';
import { useAdjustments, type WorkoutAdjustment } from '../api/get-adjustments';
import { currentPosition, isDone } from '../../common/training/current-position';
import { todayText, whenText, workoutLabel } from '../../common/training/plan-labels';
import { openingWeek, selectedWorkout } from '../../common/training/week-view';
import { attributeSets, personalRecords, recordLogIds, type LoggedSet, type Prescribed } from '../../common/training/progress';
import { trainingPath } from '../../common/training/training-config';
import { programPath } from '../../../shared/paths';
import { useTrainingText } from '../use-training-text';
import { WorkoutHistory } from './WorkoutHistory';
import { WorkoutLogger, type SavedSummary } from './WorkoutLogger';
import { WeekView } from './WeekView';
import { oneRepMaxes } from '../../../../src/domain/one-rep-max';
import { DAYS_PER_WEEK } from '../../../../src/domain/program-calendar';

const ProgressPanel = lazy(() => import('./ProgressPanel'));

type TabName = 'workout' | 'history' | 'progress';

function ProgressLine({ completed, total, testId }: { completed: number; total: number; testId?: string }) {
  const { t } = useTrainingText();
  return (
    <Box>
      <LinearProgress variant="determinate" value={total ? (completed / total) * 100 : 0} sx={{ height: 8, borderRadius: 4 }} aria-label={t.completedWorkouts} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid={testId}>
        {t.workoutsCompleted(completed, total)}
      </Typography>
    </Box>
  );
}

/** Without a program in the address: the athlete's programs, each to continue. */
function EnrollmentPicker() {
  const owned = useOwnedPrograms();
  const progress = useTrainingProgress(owned.data);
  const { t } = useTrainingText();
  return (
    <Container component="main" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t.picker.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.picker.intro}
      </Typography>
      {owned.error && <Alert severity="error">{owned.error.message}</Alert>}
      <Grid container spacing={2} aria-busy={owned.isPending}>
        {owned.isPending &&
          Array.from({ length: 2 }, (_, i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={160} />
            </Grid>
          ))}
        {owned.data?.map((e: OwnedProgram) => {
          const p = progress.data?.[e.id!];
          return (
            <Grid key={e.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card variant="outlined" data-testid="training-enrollment" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flex: 1 }}>
                  <Typography variant="h6" component="h2">
                    {e.program?.title ?? t.programNumber(e.program_id)}
                  </Typography>
                  {e.program?.trainer && (
                    <Typography variant="body2" color="text.secondary" gutterBottom>
                      {t.by(`${e.program.trainer.first_name} ${e.program.trainer.last_name}`)}
                    </Typography>
                  )}
                  <Box sx={{ mt: 2 }}>{p ? <ProgressLine completed={p.completed} total={p.total} /> : <Skeleton variant="text" />}</Box>
                </CardContent>
                <CardActions>
                  <Button variant="contained" startIcon={<PlayArrowIcon />} component={RouterLink} to={trainingPath(e.program_id)}>
                    {p && p.completed > 0 ? t.picker.continue : t.picker.start}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>
      {owned.data && owned.data.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6 }} data-testid="training-empty">
          <FitnessCenterIcon sx={{ fontSize: 56 }} color="disabled" />
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            {t.messages.noEnrollments}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t.picker.emptyBody}
          </Typography>
          <Button variant="contained" component={RouterLink} to="/">
            {t.picker.browse}
          </Button>
        </Box>
      )}
    </Container>
  );
}

/** What the views need from the plan: names and prescriptions by id. */
function usePlanIndex(plan: TrainingPlan | undefined) {
  const { t } = useTrainingText();
  return useMemo(() => {
    const workouts = new Map<number, { split: PlanSplit; workout: PlanWorkout }>();
    const exercises = new Map<number, string>();
    for (const split of plan?.split ?? []) {
      for (const workout of split.workout) {
        workouts.set(workout.id!, { split, workout });
        for (const we of workout.workout_exercise) if (we.exercise) exercises.set(we.exercise_id, we.exercise.name);
      }
    }
    const prescriptionOf = (workoutId: number): Prescribed[] => workouts.get(workoutId)?.workout.workout_exercise.map((we) => ({ exerciseId: we.exercise_id, sets: we.sets })) ?? [];
    const exerciseName = (id: number) => exercises.get(id) ?? t.exerciseNumber(id);
    const labelOf = (workoutId: number) => {
      const w = workouts.get(workoutId);
      return w ? workoutLabel(w.split, w.workout, t) : t.workoutGone;
    };
    return { workouts, prescriptionOf, exerciseName, labelOf };
  }, [plan, t]);
}

/** Per exercise of the workout (by its place), the sets of the workout's last completed session. */
function lastSetsOf(workout: PlanWorkout, logs: readonly WorkoutLog[]): LoggedSet[][] {
  const groups: LoggedSet[][] = workout.workout_exercise.map(() => []);
  const last = [...logs].reverse().find((l) => l.workout_id === workout.id && l.completed === 1);
  if (!last) return groups;
  const byPlace = workout.workout_exercise.map((we, i) => ({ exerciseId: i, sets: we.sets }));
  for (const { set, exerciseId } of attributeSets(last.sets.map(({ reps, weight, rpe, notes }) => ({ reps, weight, rpe, notes })), byPlace)) {
    if (exerciseId !== null) groups[exerciseId]?.push(set);
  }
  return groups;
}

function TrainingView({ enrollment, splitParam }: { enrollment: OwnedProgram; splitParam: number | null }) {
  const plan = useTrainingPlan(enrollment.program_id);
  const logs = useWorkoutLogs(enrollment.id);
  const adjustments = useAdjustments(enrollment.id);
  const index = usePlanIndex(plan.data);
  const { t, weight } = useTrainingText();
  const [tab, setTab] = useState<TabName>('workout');
  const [picked, setPicked] = useState<number | null>(null);
  // The week shown: null until the athlete browses (then today's, or the phase the address asks for).
  const [browsed, setBrowsed] = useState<number | null>(null);
  const [saved, setSaved] = useState<SavedSummary | null>(null);
  const [saves, setSaves] = useState(0);
  const [now] = useState(() => Date.now());

  const p = plan.data;
  const logList = useMemo(() => logs.data ?? [], [logs.data]);
  const position = useMemo(
    () =>
      p ? currentPosition<PlanWorkout, PlanSplit>({ splits: p.split, logs: logList, enrolledAt: enrollment.created_at ?? new Date(now).toISOString(), durationWeeks: p.duration_weeks, now }) : null,
    [p, logList, enrollment.created_at, now],
  );
  const records = useMemo(() => recordLogIds(personalRecords(logList, index.prescriptionOf).values()), [logList, index]);
  // The athlete's estimated maxes, for loads prescribed as a percentage of them.
  const maxes = useMemo(() => oneRepMaxes(logList, index.prescriptionOf), [logList, index]);
  // The trainer's adjustments: none while they cannot be read (a failed or offline request never holds the screen).
  const adjustmentList = useMemo<readonly WorkoutAdjustment[]>(() => adjustments.data ?? [], [adjustments.data]);
  // The logger prefills its rows once, when it mounts: it waits for the adjustments' first answer, not for retries.
  const adjustmentsLoading = adjustments.isPending && adjustments.fetchStatus === 'fetching' && adjustments.failureCount === 0;

  if (plan.error || logs.error) return <Alert severity="error">{(plan.error ?? logs.error)?.message}</Alert>;
  if (!p || !position || logs.isPending || adjustmentsLoading) {
    return (
      <Stack spacing={2} aria-busy>
        <Skeleton variant="rounded" height={150} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={260} />
      </Stack>
    );
  }

  const { done, next } = position;
  const week = Math.min(browsed ?? openingWeek(position.weeks, position.week, splitParam), Math.max(1, position.weeks.length));
  const selectedId = selectedWorkout({ week: position.weeks[week - 1], position, picked });
  const selected = selectedId != null ? index.workouts.get(selectedId) : undefined;
  const isNext = (workoutId: number | undefined) => !!next && next.week === week && next.workout.id === workoutId;

  return (
    <Stack spacing={2}>
      <Card variant="outlined" data-testid="training-header">
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Box>
              <Typography variant="h4" component="h1">
                {p.title}
              </Typography>
              {p.trainer && (
                <Typography color="text.secondary">{t.by(`${p.trainer.first_name} ${p.trainer.last_name}`)}</Typography>
              )}
              <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
                <Chip icon={<EventIcon />} color="primary" label={t.week(position.week, position.totalWeeks)} data-testid="training-week" />
                <Chip variant="outlined" label={t.dayOf(position.day, position.totalWeeks * DAYS_PER_WEEK)} data-testid="training-day" />
              </Stack>
              <Typography sx={{ mt: 1.5 }}>
                <Typography component="span" variant="overline" color="text.secondary" sx={{ mr: 1 }}>
                  {t.today}
                </Typography>
                <Typography component="span" sx={{ fontWeight: 600 }} data-testid="training-today">
                  {todayText(position.today, t)}
                </Typography>
                {position.today.kind === 'train' && position.today.workouts.every((w) => isDone(done, position.week, w)) && (
                  <CheckIcon color="success" fontSize="small" titleAccess={t.doneThisWeek} sx={{ ml: 0.5, verticalAlign: 'text-bottom' }} />
                )}
              </Typography>
            </Box>
            <Box sx={{ minWidth: { md: 280 } }}>
              <Typography variant="overline" color="text.secondary">
                {t.upNext}
              </Typography>
              <Typography variant="h6" component="p" data-testid="training-up-next">
                {next ? workoutLabel(next.phase, next.workout, t) : position.pastEnd ? t.programComplete : t.allSessionsDone}
              </Typography>
              {position.nextWhen && (
                <Typography variant="body2" color="text.secondary" gutterBottom data-testid="training-up-next-when">
                  {whenText(position.nextWhen, t)}
                </Typography>
              )}
              <ProgressLine completed={position.completed} total={position.total} testId="training-progress" />
            </Box>
          </Stack>
        </CardContent>
      </Card>

      {saved && (
        <Alert
          severity="success"
          onClose={() => setSaved(null)}
          data-testid="training-saved"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => setTab('history')}>
                {t.historyButton}
              </Button>
              <Button color="inherit" size="small" onClick={() => setTab('progress')}>
                {t.progressButton}
              </Button>
            </Stack>
          }
        >
          {t.savedSummary(index.labelOf(saved.workoutId), saved.sets, weight(saved.volume))}
        </Alert>
      )}

      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_, v: TabName) => setTab(v)} aria-label={t.tabs.label} variant="scrollable" allowScrollButtonsMobile>
          <Tab value="workout" label={t.tabs.workout} id="tab-workout" aria-controls="panel-workout" />
          <Tab value="history" label={t.tabs.history(logList.length)} id="tab-history" aria-controls="panel-history" />
          <Tab value="progress" label={t.tabs.progress} id="tab-progress" aria-controls="panel-progress" />
        </Tabs>
      </Box>

      {tab === 'workout' && (
        <Box role="tabpanel" id="panel-workout" aria-labelledby="tab-workout">
          {!p.split.some((s) => s.workout.length) ? (
            <Alert severity="info">{t.messages.noWorkouts}</Alert>
          ) : (
            <Stack spacing={2}>
              {position.pastEnd && <Alert severity="success">{t.messages.programDone}</Alert>}
              <WeekView
                weeks={position.weeks}
                week={week}
                today={{ week: position.week, weekday: position.pastEnd ? null : position.weekday }}
                done={done}
                selectedId={selectedId}
                onSelect={setPicked}
                onWeek={setBrowsed}
              />
              {/* Where a workout logged today counts when another week's is shown (its numbers are that week's). */}
              {week !== position.week && !position.pastEnd && (
                <Alert severity="info" data-testid="calendar-other-week">
                  {t.calendar.otherWeek(week, position.week)}
                </Alert>
              )}
              {selected && (
                <Box>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
                    <Typography variant="h5" component="h2" data-testid="workout-title">
                      {workoutLabel(selected.split, selected.workout, t)}
                    </Typography>
                    {isNext(selected.workout.id) && <Chip size="small" color="primary" label={t.upNext} />}
                    {isDone(done, week, selected.workout) && (
                      <Chip size="small" color="success" icon={<CheckIcon />} label={week === position.week && !position.pastEnd ? t.doneThisWeek : t.doneInWeek(week)} />
                    )}
                    {next && !isNext(selected.workout.id) && (
                      <Button
                        size="small"
                        sx={{ ml: { sm: 'auto' } }}
                        onClick={() => {
                          setBrowsed(next.week);
                          setPicked(next.workout.id ?? null);
                        }}
                      >
                        {t.backToUpNext}
                      </Button>
                    )}
                  </Stack>
                  <WorkoutLogger
                    key={`${selected.workout.id}-${week}-${saves}`}
                    workout={selected.workout}
                    enrollmentId={enrollment.id!}
                    lastSets={lastSetsOf(selected.workout, logList)}
                    week={week}
                    maxes={maxes}
                    adjustments={adjustmentList}
                    onSaved={(summary) => {
                      setSaved(summary);
                      setPicked(null);
                      setBrowsed(position.week);
                      setSaves((n) => n + 1);
                      window.scrollTo({ top: 0, behavior: 'smooth' });
                    }}
                  />
                </Box>
              )}
            </Stack>
          )}
        </Box>
      )}

      {tab === 'history' && (
        <Box role="tabpanel" id="panel-history" aria-labelledby="tab-history">
          <WorkoutHistory logs={logList} labelOf={index.labelOf} prescriptionOf={index.prescriptionOf} exerciseName={index.exerciseName} recordIds={records} />
        </Box>
      )}

      {tab === 'progress' && (
        <Box role="tabpanel" id="panel-progress" aria-labelledby="tab-progress">
          <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
            <ProgressPanel logs={logList} prescriptionOf={index.prescriptionOf} exerciseName={index.exerciseName} />
          </Suspense>
        </Box>
      )}
    </Stack>
  );
}

export default function EnrolledAccessPage() {
  const [params] = useSearchParams();
  const raw = params.get('programId') ?? params.get('program_id');
  const programId = raw === null ? null : Number(raw);
  const splitRaw = Number(params.get('splitId'));
  const owned = useOwnedPrograms();
  const { t } = useTrainingText();

  if (programId === null) return <EnrollmentPicker />;

  const enrollment = Number.isInteger(programId) && programId > 0 ? owned.data?.find((e) => e.program_id === programId) : undefined;
  return (
    <Container component="main" sx={{ py: { xs: 2, md: 4 } }}>
      {owned.error && <Alert severity="error">{owned.error.message}</Alert>}
      {owned.isPending && (
        <Stack spacing={2} aria-busy>
          <Skeleton variant="rounded" height={150} />
          <Skeleton variant="rounded" height={260} />
        </Stack>
      )}
      {owned.data && !enrollment && (
        <Alert
          severity="warning"
          data-testid="training-not-owned"
          action={
            <Stack direction="row" spacing={1}>
              {Number.isInteger(programId) && programId > 0 && (
                <Button color="inherit" size="small" component={RouterLink} to={programPath(programId)}>
                  {t.seeProgram}
                </Button>
              )}
              <Button color="inherit" size="small" component={RouterLink} to="/athlete/owned-programs">
                {t.myPrograms}
              </Button>
            </Stack>
          }
        >
          {t.messages.notOwned}
        </Alert>
      )}
      {enrollment && <TrainingView key={enrollment.id} enrollment={enrollment} splitParam={Number.isInteger(splitRaw) && splitRaw > 0 ? splitRaw : null} />}
    </Container>
  );
}
