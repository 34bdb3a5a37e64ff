/**
 * A program's calendar, read only: each phase with the weeks it spans and its workouts a week, then its first week
 * as a row of seven days (each day's workouts, or rest) and "+N more weeks like this" for the weeks that repeat it.
 * A phase the reader may not open yet shows its weeks only (its workouts open once bought). On a wide screen the
 * days are a table's columns; on a phone each week is a list of its training days.
 */
import { Box, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { DayLike, PhaseLike, PlanWeek } from '../../../src/domain/program-calendar';
import { useText } from '../../../src/i18n/text';
import { calendarRows, cellTitle, listTitle, phaseSummary, trainingDays } from './calendar-rows';
import { programCalendarText } from './i18n/en';

export type CalendarWorkout = DayLike & { title: string };
export type CalendarPhase = PhaseLike<CalendarWorkout> & { title: string };

const cellSx = { p: 0.5, verticalAlign: 'top', border: 1, borderColor: 'divider', borderRadius: 1 } as const;

/** Weeks as a table: a row per week, a column per day. */
function WeekTable({ phase, weeks }: { phase: string; weeks: PlanWeek<CalendarPhase, CalendarWorkout>[] }) {
  const t = useText(programCalendarText);
  const days = weeks[0].days.map((_, i) => i + 1);
  return (
    <Box
      component="table"
      aria-label={t.label(phase)}
      sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 4, typography: 'caption' }}
    >
      <thead>
        <tr>
          <Box component="td" sx={{ width: 64 }} />
          {days.map((d) => (
            <Box component="th" scope="col" key={d} sx={{ fontWeight: 600, textAlign: 'left', color: 'text.secondary', px: 0.5 }}>
              {t.day(d)}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((w) => (
          <tr key={w.week} data-testid="program-calendar-week">
            <Box component="th" scope="row" sx={{ fontWeight: 600, textAlign: 'left', verticalAlign: 'top', px: 0.5, py: 0.75 }}>
              {t.week(w.week)}
            </Box>
            {w.days.map((workouts, i) => (
              <Box component="td" key={i} sx={{ ...cellSx, bgcolor: workouts.length ? 'background.paper' : 'action.hover' }}>
                {workouts.length ? (
                  <Stack spacing={0.5}>
                    {workouts.map((x) => (
                      <Box key={x.id ?? x.title} sx={{ px: 0.5, py: 0.25, borderRadius: 0.5, bgcolor: 'action.selected', overflowWrap: 'anywhere' }}>
                        {cellTitle(x, t)}
                      </Box>
                    ))}
                  </Stack>
                ) : (
                  <Box component="span" sx={{ color: 'text.secondary', px: 0.5 }}>
                    {t.rest}
                  </Box>
                )}
              </Box>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** Weeks as lists of their training days (a phone). */
function WeekLists({ weeks }: { weeks: PlanWeek<CalendarPhase, CalendarWorkout>[] }) {
  const t = useText(programCalendarText);
  return (
    <Stack spacing={1}>
      {weeks.map((w) => {
        const { days, rest } = trainingDays(w);
        return (
          <Box key={w.week} data-testid="program-calendar-week" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
            <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
              {t.week(w.week)}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {days.flatMap((d) =>
                d.workouts.map((x) => (
                  <Typography component="li" variant="body2" key={`${d.day}-${x.id ?? x.title}`} sx={{ overflowWrap: 'anywhere' }}>
                    {listTitle(x, t)}
                  </Typography>
                )),
              )}
            </Box>
            {rest && (
              <Typography variant="caption" color="text.secondary">
                {t.otherDaysRest}
              </Typography>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * `isOpen`: whether the reader may see a phase's workouts (its workouts are not sent otherwise, so its days are not
 * drawn); `keep`: how many first weeks of each phase to draw.
 */
export function ProgramCalendar<S extends CalendarPhase>({ phases, isOpen = () => true, keep = 1 }: { phases: readonly S[]; isOpen?: (phase: S) => boolean; keep?: number }) {
  const t = useText(programCalendarText);
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const rows = calendarRows<CalendarWorkout, S>(phases, keep);
  return (
    <Stack spacing={2}>
      {rows.map((r) => {
        const open = isOpen(r.phase);
        const weeks: PlanWeek<CalendarPhase, CalendarWorkout>[] = r.shown;
        return (
          <Box key={r.phase.id ?? r.index} data-testid="program-calendar-phase">
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {r.index + 1}. {r.phase.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="program-calendar-summary" sx={{ mb: open && r.perWeek ? 1 : 0 }}>
              {phaseSummary(r, open, t)}
            </Typography>
            {open && r.perWeek > 0 && (
              <>
                {wide ? <WeekTable phase={r.phase.title} weeks={weeks} /> : <WeekLists weeks={weeks} />}
                {r.more > 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="program-calendar-more">
                    {t.more(r.more)}
                  </Typography>
                )}
              </>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
