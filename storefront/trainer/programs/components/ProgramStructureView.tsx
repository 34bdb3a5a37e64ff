/** A program's structure, read only: its splits in order, their workouts by day, and each workout's exercises. */
import { Box, Card, CardContent, CardHeader, Chip, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SplitNode, WorkoutExerciseNode } from '../api/get-program-tree';

const rest = (s: number | null | undefined) => (s == null ? '—' : `${s} s`);

function ExerciseTable({ exercises, label }: { exercises: WorkoutExerciseNode[]; label: string }) {
  if (!exercises.length) return <Typography color="text.secondary" variant="body2">No exercises yet.</Typography>;
  return (
    <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed', '& th:nth-of-type(1)': { width: '34%' }, '& th:nth-of-type(2), & th:nth-of-type(3), & th:nth-of-type(4)': { width: '13%' } }}>
      <TableHead>
        <TableRow>
          <TableCell>Exercise</TableCell>
          <TableCell>Sets × reps</TableCell>
          <TableCell>Rest</TableCell>
          <TableCell>Tempo</TableCell>
          <TableCell>Notes</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {exercises.map((we) => (
          <TableRow key={we.id}>
            <TableCell>
              {we.exercise?.name ?? 'Exercise'}
              {we.exercise?.video_url && (
                <>
                  {' · '}
                  <Link href={we.exercise.video_url} target="_blank" rel="noopener noreferrer">
                    video
                  </Link>
                </>
              )}
              {we.exercise?.muscle_group && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {[we.exercise.muscle_group, we.exercise.equipment].filter(Boolean).join(' · ')}
                </Typography>
              )}
            </TableCell>
            <TableCell>
              {we.sets} × {we.reps}
            </TableCell>
            <TableCell>{rest(we.rest_s)}</TableCell>
            <TableCell>{we.tempo || '—'}</TableCell>
            <TableCell>{we.notes || '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ProgramStructureView({ splits }: { splits: SplitNode[] }) {
  if (!splits.length) return <Typography color="text.secondary">No splits yet.</Typography>;
  return (
    <Stack spacing={2}>
      {splits.map((split, i) => (
        <Card key={split.id} variant="outlined" data-testid="view-split">
          <CardHeader
            title={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h6" component="h3">
                  {i + 1}. {split.title}
                </Typography>
                {split.is_preview === 1 && <Chip size="small" color="info" label="Free preview" />}
              </Stack>
            }
            subheader={split.description || undefined}
          />
          <CardContent sx={{ pt: 0 }}>
            {split.workout.length === 0 && <Typography color="text.secondary">No workouts yet.</Typography>}
            <Stack spacing={2}>
              {split.workout.map((w) => (
                <Box key={w.id} data-testid="view-workout">
                  <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
                    Day {w.day}: {w.title}
                  </Typography>
                  <ExerciseTable exercises={w.workout_exercise} label={`Exercises of ${w.title}`} />
                </Box>
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
