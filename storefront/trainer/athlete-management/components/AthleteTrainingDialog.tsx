/**
 * The coach's view of one athlete in one of the trainer's programs (lambda `athletes/enrollments/{id}/training`):
 * compliance (completed workouts per week over the last 8 weeks against the program's plan) and each logged workout,
 * newest first, exercise by exercise: the prescription beside the sets as logged (by their measure), and its thread
 * of comments (the coach's feedback, the athlete's answers); and the athlete's current week of the program, where
 * the coach adjusts an exercise for this athlete (./AdjustWorkouts.tsx). Full screen on a phone.
 */
import { Alert, Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useMemo } from 'react';
import { useLocale } from '../../../../src/i18n/locale';
import { useText } from '../../../../src/i18n/text';
import { useWeightUnit } from '../../../../src/session/preferences';
import { readableChip } from '../../../../src/ui/readable-chip';
import { prescriptionText } from '../../common/programs/prescription';
import { viewProgramText } from '../../common/programs/i18n/en';
import { useStudioFormat } from '../../common/format';
import { useAthleteTraining, type AthleteTraining, type CoachedWorkout } from '../api/get-athlete-training';
import { setText, workByExercise } from '../coached-sets';
import { athleteTrainingText } from '../i18n/en';
import { LogThread } from '../../../shared/log-comments/LogThread';
import { useTrainingWeek } from '../api/training-week';
import { AdjustWorkouts } from './AdjustWorkouts';

function Compliance({ data }: { data: AthleteTraining }) {
  const t = useText(athleteTrainingText);
  const f = useStudioFormat();
  const locale = useLocale();
  // A week's Monday under its bar: "Nov 23".
  const shortDay = useMemo(() => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }), [locale]);
  // Each week against what the program's calendar planned on its days for this athlete (none before they enrolled).
  const top = Math.max(1, ...data.weeks.map((w) => Math.max(w.planned, w.completed)));
  const done = data.weeks.reduce((n, w) => n + w.completed, 0);
  const planned = data.weeks.reduce((n, w) => n + w.planned, 0);
  return (
    <Box component="section" aria-labelledby="compliance-heading" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" id="compliance-heading" sx={{ fontWeight: 600 }}>
        {t.compliance}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="compliance-summary">
        {t.complianceSummary(done, planned, data.weeks.length)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'flex-end', height: { xs: 96, sm: 112 } }} role="list">
        {data.weeks.map((w) => {
          const label = t.week(f.date(`${w.week_start}T12:00:00Z`), w.completed, w.planned);
          return (
            <Tooltip key={w.week_start} title={label}>
              <Box role="listitem" aria-label={label} data-testid="compliance-week" sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
                {/* The week's plan as an outline, the workouts done filling it. */}
                <Box sx={{ height: `${(Math.max(w.planned, w.completed) / top) * 72}px`, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', border: w.planned ? '1px dashed' : 0, borderColor: 'text.disabled', borderBottom: 0, borderRadius: '4px 4px 0 0' }}>
                  <Box sx={{ height: `${(w.completed / Math.max(w.planned, w.completed, 1)) * 100}%`, minHeight: w.completed ? 4 : 0, bgcolor: w.planned && w.completed >= w.planned ? 'success.main' : 'primary.main', borderRadius: '4px 4px 0 0' }} />
                </Box>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: '20px' }}>
                  {t.weekBar(w.completed, w.planned)}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2, whiteSpace: 'nowrap' }}>
                  {shortDay.format(new Date(`${w.week_start}T00:00:00Z`))}
                </Typography>
              </Box>
            </Tooltip>
          );
        })}
      </Stack>
    </Box>
  );
}

function LoggedWorkout({ w, athleteName }: { w: CoachedWorkout; athleteName: string }) {
  const t = useText(athleteTrainingText);
  const programWords = useText(viewProgramText);
  const f = useStudioFormat();
  const unit = useWeightUnit();
  return (
    <Card variant="outlined" data-testid="coached-workout" component="article" aria-label={t.workoutOf(w.phase, w.workout_title)}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{t.workoutOf(w.phase, w.workout_title)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {f.dateTime(w.performed_at)}
            </Typography>
          </Box>
          <Chip size="small" sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, ...readableChip(w.completed ? 'success' : 'default') }} label={w.completed ? t.completed : t.notFinished} color={w.completed ? 'success' : 'default'} />
        </Stack>
        <Stack spacing={1}>
          {workByExercise(w).map((e, i) => (
            <Box key={`${e.exerciseId}-${i}`} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1.2fr 1fr 2fr' }, columnGap: 2, rowGap: 0.25, alignItems: 'baseline' }} data-testid="coached-exercise">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {e.name ?? '—'}
              </Typography>
              <Typography variant="body2" color="text.secondary" aria-label={`${t.prescribed}: ${e.prescribed ? prescriptionText(e.prescribed, programWords) : t.notPrescribed}`}>
                {e.prescribed ? prescriptionText(e.prescribed, programWords) : t.notPrescribed}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label={t.logged}>
                {e.sets.length ? e.sets.map((s) => <Chip key={s.set} size="small" variant="outlined" label={setText(s, unit, t)} data-testid="coached-set" />) : <Typography variant="body2" color="text.secondary">{t.nothingLogged}</Typography>}
              </Stack>
            </Box>
          ))}
        </Stack>
        {w.notes && (
          <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: 'pre-wrap' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {t.note}:
            </Box>{' '}
            {w.notes}
          </Typography>
        )}
        <LogThread logId={w.log_id} workout={t.workoutOf(w.phase, w.workout_title)} viewer="coach" otherName={athleteName} />
      </CardContent>
    </Card>
  );
}

export function AthleteTrainingDialog({ enrollmentId, onClose }: { enrollmentId: number | null; onClose: () => void }) {
  const t = useText(athleteTrainingText);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { data, error, isPending } = useAthleteTraining(enrollmentId);
  // The athlete's current week, asked for beside the training (not after it).
  const week = useTrainingWeek(enrollmentId);
  return (
    <Dialog open={enrollmentId !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="athlete-training-title" scroll="paper">
      <DialogTitle id="athlete-training-title">{data ? t.title(data.athlete_name, data.program_title) : t.loading}</DialogTitle>
      <DialogContent dividers>
        {isPending && <LinearProgress aria-label={t.loading} />}
        {error && <Alert severity="error">{error.message}</Alert>}
        {data && (
          <>
            <Compliance data={data} />
            {enrollmentId !== null && <AdjustWorkouts enrollmentId={enrollmentId} athleteName={data.athlete_name} week={week.data} error={week.error} isPending={week.isPending} />}
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {t.workouts}
            </Typography>
            {data.workouts.length ? (
              <Stack spacing={1.5}>
                {data.workouts.map((w) => (
                  <LoggedWorkout key={w.log_id} w={w} athleteName={data.athlete_name} />
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">{t.noLogs}</Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
