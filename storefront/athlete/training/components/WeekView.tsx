/**
 * The training screen's week view: one week of the program's calendar, its seven days (today marked, each day's
 * workouts or a rest day, a check on the sessions done that week), browsed week by week or by phase, with the phase
 * and the week within it. A workout's chip selects it for logging below. Seven columns on a wide screen, one line
 * per day on a phone.
 */
import { Box, Button, Chip, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { DAYS_PER_WEEK, phaseWeeks, type PlanWeek } from '../../../../src/domain/program-calendar';
import type { PlanSplit, PlanWorkout } from '../../common/training/api/get-training-plan';
import { isDone } from '../../common/training/current-position';
import { workoutTitle } from '../../common/training/plan-labels';
import { openingWeek, stepWeek, weekBounds } from '../../common/training/week-view';
import { useTrainingText } from '../use-training-text';

export function WeekView({ weeks, week, today, done, selectedId, onSelect, onWeek }: {
  weeks: readonly PlanWeek<PlanSplit, PlanWorkout>[];
  /** The week shown (1-based). */
  week: number;
  /** Today's week and day of it; no day once the program is behind the athlete. */
  today: { week: number; weekday: number | null };
  done: ReadonlySet<string>;
  selectedId: number | null;
  onSelect: (workoutId: number) => void;
  onWeek: (week: number) => void;
}) {
  const { t } = useTrainingText();
  const shown = weeks[week - 1];
  if (!shown) return null;
  const total = weeks.length;
  const bounds = weekBounds(week, total);
  const phases = weeks.filter((w) => w.phaseWeek === 1);
  // Once the program is behind the athlete no week is theirs any more.
  const isThisWeek = today.weekday !== null && week === today.week;

  return (
    <Box component="section" aria-label={t.calendar.label} data-testid="training-calendar" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label={t.calendar.previous} disabled={!bounds.previous} onClick={() => onWeek(stepWeek(week, -1, total))}>
          <ChevronLeftIcon />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} data-testid="calendar-week">
              {t.week(week, total)}
            </Typography>
            {isThisWeek && <Chip size="small" color="primary" variant="outlined" label={t.calendar.thisWeek} />}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="calendar-phase">
            {shown.phase.title} · {t.calendar.phaseWeek(shown.phaseWeek, phaseWeeks(shown.phase))}
          </Typography>
        </Box>
        <IconButton aria-label={t.calendar.next} disabled={!bounds.next} onClick={() => onWeek(stepWeek(week, 1, total))}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>

      {(phases.length > 1 || (!isThisWeek && today.weekday !== null)) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {phases.length > 1 && (
            <TextField
              select
              size="small"
              label={t.calendar.phase}
              value={shown.phase.id ?? ''}
              onChange={(e) => onWeek(openingWeek(weeks, today.week, Number(e.target.value)))}
              sx={{ minWidth: 200, maxWidth: '100%' }}
              slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
            >
              {phases.map((w, i) => (
                <MenuItem key={w.phase.id} value={w.phase.id}>
                  {i + 1}. {w.phase.title}
                </MenuItem>
              ))}
            </TextField>
          )}
          {!isThisWeek && today.weekday !== null && (
            <Button size="small" onClick={() => onWeek(today.week)}>
              {t.calendar.backToThisWeek}
            </Button>
          )}
        </Stack>
      )}

      <Box sx={{ mt: 1.5, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${DAYS_PER_WEEK}, minmax(0, 1fr))` } }}>
        {shown.days.map((workouts, i) => {
          const day = i + 1;
          const isToday = isThisWeek && today.weekday === day;
          return (
            <Box
              key={day}
              data-testid="calendar-day"
              data-day={day}
              aria-current={isToday ? 'date' : undefined}
              sx={{
                display: 'flex',
                flexDirection: { xs: 'row', md: 'column' },
                alignItems: { xs: 'center', md: 'stretch' },
                gap: 1,
                minHeight: { md: 96 },
                p: 1,
                borderRadius: 1,
                border: isToday ? 2 : 1,
                borderColor: isToday ? 'primary.main' : 'divider',
                bgcolor: isToday ? 'action.selected' : workouts.length ? 'background.paper' : 'action.hover',
              }}
            >
              <Box sx={{ width: { xs: 64, md: 'auto' }, flexShrink: 0 }}>
                <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
                  {t.calendar.day(day)}
                </Typography>
                {isToday && (
                  <Typography variant="caption" component="p" color="primary" sx={{ fontWeight: 600 }}>
                    {t.calendar.today}
                  </Typography>
                )}
              </Box>
              {workouts.length ? (
                <Stack role="group" aria-label={t.calendar.workoutsOfDay(day)} direction={{ xs: 'row', md: 'column' }} spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5, minWidth: 0, alignItems: 'flex-start' }}>
                  {workouts.map((w) => {
                    const title = workoutTitle(w, t);
                    const isDoneThisWeek = isDone(done, week, w);
                    const isSelected = w.id === selectedId;
                    return (
                      <Chip
                        key={w.id}
                        size="small"
                        label={title}
                        icon={isDoneThisWeek ? <CheckIcon /> : undefined}
                        color={isSelected ? 'primary' : isDoneThisWeek ? 'success' : 'default'}
                        variant={isSelected ? 'filled' : 'outlined'}
                        onClick={() => onSelect(w.id!)}
                        aria-pressed={isSelected}
                        aria-label={isDoneThisWeek ? t.calendar.done(title) : undefined}
                        data-testid="workout-chip"
                        sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.5 } }}
                      />
                    );
                  })}
                </Stack>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t.calendar.rest}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
