/** The athlete's past workouts of this enrollment, newest first, each opening to its sets (one logged offline says it waits to sync). */
import { LogThread } from '../../../shared/log-comments/LogThread';
import { formatDistance, formatDuration } from '../../../../src/domain/measures';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import { readableChip } from '../../../../src/ui/readable-chip';
import type { WorkoutLog } from '../api/get-workout-logs';
import { formatDateTime } from '../../../../src/ui/format';
import { attributeSets, sessionVolume, type Prescribed } from '../../common/training/progress';
import { useTrainingText } from '../use-training-text';

export function WorkoutHistory({ logs, labelOf, prescriptionOf, exerciseName, recordIds }: {
  logs: readonly WorkoutLog[];
  labelOf: (workoutId: number) => string;
  prescriptionOf: (workoutId: number) => readonly Prescribed[];
  exerciseName: (exerciseId: number) => string;
  recordIds: ReadonlySet<number>;
}) {
  const { t: words, locale, number, weight, unit, inUnit } = useTrainingText();
  const t = words.history;
  const newest = [...logs].reverse();
  if (!newest.length) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }} data-testid="history-empty">
        <HistoryIcon sx={{ fontSize: 56 }} color="disabled" />
        <Typography variant="h6" component="p">
          {t.emptyTitle}
        </Typography>
        <Typography color="text.secondary">{t.emptyBody}</Typography>
      </Box>
    );
  }
  return (
    <Box data-testid="history">
      {newest.map((log) => {
        const sets = attributeSets(log.sets, prescriptionOf(log.workout_id));
        // The columns of the measures this log holds: a time, a distance (a log of reps only shows neither).
        const timed = sets.some(({ set }) => set.seconds != null);
        const distance = sets.some(({ set }) => set.distance_m != null);
        return (
          <Accordion key={log.id} disableGutters variant="outlined" data-testid="history-entry" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`log-${log.id}`} id={`log-${log.id}-header`}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: { sm: 'center' }, width: '100%', pr: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{labelOf(log.workout_id)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(log.performed_at, locale)}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                  {log._pending && <Chip size="small" color="info" icon={<CloudUploadIcon />} label={t.pending} sx={readableChip('info')} data-testid="history-pending" />}
                  {log.completed !== 1 && <Chip size="small" label={t.notFinished} />}
                  <Chip size="small" variant="outlined" label={words.sets(log.sets.length)} />
                  <Chip size="small" color="primary" variant="outlined" label={weight(sessionVolume(log.sets))} data-testid="history-volume" />
                  {recordIds.has(log.id!) && <Chip size="small" color="warning" icon={<EmojiEventsIcon />} label={t.record} sx={readableChip('warning')} />}
                </Stack>
              </Stack>
            </AccordionSummary>
            <AccordionDetails id={`log-${log.id}`}>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={t.setsOf(labelOf(log.workout_id))}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t.exercise}</TableCell>
                      <TableCell align="right">{t.reps}</TableCell>
                      <TableCell align="right">{t.weight(unit)}</TableCell>
                      {timed && <TableCell align="right">{t.time}</TableCell>}
                      {distance && <TableCell align="right">{t.distance}</TableCell>}
                      <TableCell align="right">{t.rpe}</TableCell>
                      <TableCell>{t.notes}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {sets.map(({ set, exerciseId }, i) => (
                      <TableRow key={i}>
                        <TableCell>{exerciseId === null ? '—' : exerciseName(exerciseId)}</TableCell>
                        <TableCell align="right">{set.reps ?? '—'}</TableCell>
                        <TableCell align="right">{set.weight == null ? '—' : inUnit(set.weight)}</TableCell>
                        {timed && <TableCell align="right">{set.seconds == null ? '—' : formatDuration(set.seconds)}</TableCell>}
                        {distance && <TableCell align="right">{set.distance_m == null ? '—' : formatDistance(set.distance_m)}</TableCell>}
                        <TableCell align="right">{set.rpe == null ? '—' : number(set.rpe)}</TableCell>
                        <TableCell>{set.notes ?? ''}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
              {log.notes && (
                <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: 'pre-wrap' }}>
                  {log.notes}
                </Typography>
              )}
              {/* The coach's feedback and the athlete's answers, once the log is on the server. */}
              {!log._pending && log.id !== undefined && <LogThread logId={log.id} workout={labelOf(log.workout_id)} viewer="athlete" />}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
