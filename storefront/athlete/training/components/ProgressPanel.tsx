/**
 * Progress of one enrollment (loaded lazily, with its charts): sessions, total and best volume, volume per session
 * over time, and the personal records per exercise.
 */
import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { StatCard } from '../../../../src/ui/StatCard';
import { formatDate } from '../../../../src/ui/format';
import { personalRecords, volumeSeries, type LogLike, type Prescribed } from '../../common/training/progress';
import { useTrainingText } from '../use-training-text';
import VolumeChart from './VolumeChart';

export interface ProgressPanelProps {
  logs: readonly LogLike[];
  prescriptionOf: (workoutId: number) => readonly Prescribed[];
  exerciseName: (exerciseId: number) => string;
}

export default function ProgressPanel({ logs, prescriptionOf, exerciseName }: ProgressPanelProps) {
  const { t: words, locale, number, weight, unit, inUnit } = useTrainingText();
  const t = words.progress;
  const points = volumeSeries(logs);
  // Sets saved before sets named their exercise are matched in the workout's order: say so only when there are some.
  const unnamedSets = logs.some((l) => (l.sets ?? []).some((set) => (set as { exercise_id?: unknown }).exercise_id == null));
  const records = [...personalRecords(logs, prescriptionOf).values()].sort((a, b) => b.bestEstimate.estimate - a.bestEstimate.estimate);
  const total = points.reduce((n, p) => n + p.volume, 0);
  const best = points.reduce((m, p) => Math.max(m, p.volume), 0);

  if (!points.length) {
    return (
      <Box sx={{ textAlign: 'center', py: 6 }} data-testid="progress-empty">
        <EmojiEventsIcon sx={{ fontSize: 56 }} color="disabled" />
        <Typography variant="h6" component="p">
          {t.emptyTitle}
        </Typography>
        <Typography color="text.secondary">{t.emptyBody}</Typography>
      </Box>
    );
  }

  return (
    <Stack spacing={2} data-testid="progress-panel">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        <StatCard label={t.sessions} value={number(points.length)} testId="progress-sessions" />
        <StatCard label={t.totalVolume(unit)} value={inUnit(total)} testId="progress-total-volume" />
        <StatCard label={t.bestSession(unit)} value={inUnit(best)} testId="progress-best-volume" />
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {t.volumePerSession}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t.volumeExplained(unit)}
          </Typography>
          <VolumeChart points={points} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" id="records-heading">
            {t.records}
          </Typography>
          {records.length ? (
            <>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-labelledby="records-heading" data-testid="personal-records">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t.exercise}</TableCell>
                      <TableCell>{t.heaviestSet}</TableCell>
                      <TableCell>{t.estimatedMax}</TableCell>
                      <TableCell>{t.setOn}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {records.map((r) => (
                      <TableRow key={r.exerciseId} data-testid="personal-record">
                        <TableCell sx={{ fontWeight: 600 }}>
                          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                            <EmojiEventsIcon fontSize="small" sx={{ color: 'warning.main' }} />
                            <span>{exerciseName(r.exerciseId)}</span>
                          </Stack>
                        </TableCell>
                        <TableCell>{t.setOf(weight(r.heaviest.weight), r.heaviest.reps)}</TableCell>
                        <TableCell>{weight(r.bestEstimate.estimate)}</TableCell>
                        <TableCell>{formatDate(r.heaviest.performedAt, locale)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                {t.epley}
                {unnamedSets ? ` ${words.messages.attribution}` : ''}
              </Typography>
            </>
          ) : (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t.noRecords}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
