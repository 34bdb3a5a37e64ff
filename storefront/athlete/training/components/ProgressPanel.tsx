/**
 * Progress of one enrollment (loaded lazily, with its charts): sessions, total and best volume, volume per session
 * over time, and the personal records per exercise.
 */
import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { StatCard } from '../../../../src/ui/StatCard';
import { formatDate } from '../../../../src/ui/format';
import { formatNumber, personalRecords, volumeSeries, type LogLike, type Prescribed } from '../progress';
import { TRAINING_MESSAGES, WEIGHT_UNIT } from '../training-config';
import VolumeChart from './VolumeChart';

export interface ProgressPanelProps {
  logs: readonly LogLike[];
  prescriptionOf: (workoutId: number) => readonly Prescribed[];
  exerciseName: (exerciseId: number) => string;
}

export default function ProgressPanel({ logs, prescriptionOf, exerciseName }: ProgressPanelProps) {
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
          No progress to show yet
        </Typography>
        <Typography color="text.secondary">Complete a workout and your volume and personal records appear here.</Typography>
      </Box>
    );
  }

  return (
    <Stack spacing={2} data-testid="progress-panel">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        <StatCard label="Sessions" value={points.length} testId="progress-sessions" />
        <StatCard label={`Total volume (${WEIGHT_UNIT})`} value={formatNumber(total)} testId="progress-total-volume" />
        <StatCard label={`Best session (${WEIGHT_UNIT})`} value={formatNumber(best)} testId="progress-best-volume" />
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Volume per session
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Reps × weight, summed over each completed workout ({WEIGHT_UNIT}).
          </Typography>
          <VolumeChart points={points} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" id="records-heading">
            Personal records
          </Typography>
          {records.length ? (
            <>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-labelledby="records-heading" data-testid="personal-records">
                  <TableHead>
                    <TableRow>
                      <TableCell>Exercise</TableCell>
                      <TableCell>Heaviest set</TableCell>
                      <TableCell>Est. 1RM</TableCell>
                      <TableCell>Set on</TableCell>
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
                        <TableCell>
                          {formatNumber(r.heaviest.weight)} {WEIGHT_UNIT} × {r.heaviest.reps}
                        </TableCell>
                        <TableCell>
                          {formatNumber(r.bestEstimate.estimate)} {WEIGHT_UNIT}
                        </TableCell>
                        <TableCell>{formatDate(r.heaviest.performedAt)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                Estimated one-rep max by Epley’s formula.{unnamedSets ? ` ${TRAINING_MESSAGES.attribution}` : ''}
              </Typography>
            </>
          ) : (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              Log a weight with your sets to set personal records.
            </Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
