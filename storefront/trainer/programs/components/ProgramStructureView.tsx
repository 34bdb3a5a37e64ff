/**
 * A program's structure, read only: its splits in order, their workouts by day, and each workout's exercises with
 * their prescription by measure ("4 × 8-10", "3 × 0:45", "1 × 5 km in 25:00").
 */
import { Box, Card, CardContent, CardHeader, Chip, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { viewProgramText } from '../../common/programs/i18n/en';
import { useText } from '../../../../src/i18n/text';
import { readableChip } from '../../common/chip';
import type { SplitNode, WorkoutExerciseNode } from '../../common/programs/api/get-program-tree';
import { prescriptionText } from '../../common/programs/prescription';
import { workoutTitle } from '../../../../src/ui/workout-title';

/** On a phone the table keeps three columns: the tempo and the notes move under the exercise's name. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const phoneOnly = { display: { sm: 'none' } } as const;

function ExerciseTable({ exercises, label }: { exercises: WorkoutExerciseNode[]; label: string }) {
  const t = useText(viewProgramText);
  const rest = (s: number | null | undefined) => (s == null ? '—' : t.seconds(s));
  if (!exercises.length) return <Typography color="text.secondary" variant="body2">{t.noExercises}</Typography>;
  return (
    <Table
      size="small"
      aria-label={label}
      sx={{
        tableLayout: 'fixed',
        '& th:nth-of-type(1)': { width: { xs: '44%', sm: '30%' } },
        '& th:nth-of-type(2)': { width: { xs: '36%', sm: '20%' } },
        '& th:nth-of-type(3)': { width: { xs: '20%', sm: '12%' } },
        '& th:nth-of-type(4)': { width: '12%' },
      }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t.columns.exercise}</TableCell>
          <TableCell>{t.columns.setsReps}</TableCell>
          <TableCell>{t.columns.rest}</TableCell>
          <TableCell sx={wideOnly}>{t.columns.tempo}</TableCell>
          <TableCell sx={wideOnly}>{t.columns.notes}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {exercises.map((we) => (
          <TableRow key={we.id}>
            <TableCell>
              {we.exercise?.name ?? t.exercise}
              {we.exercise?.video_url && (
                <>
                  {' · '}
                  <Link href={we.exercise.video_url} target="_blank" rel="noopener noreferrer" aria-label={t.videoOf(we.exercise.name)}>
                    {t.video}
                  </Link>
                </>
              )}
              {we.exercise?.muscle_group && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {[we.exercise.muscle_group, we.exercise.equipment].filter(Boolean).join(' · ')}
                </Typography>
              )}
              {(we.tempo || we.notes) && (
                <Typography variant="caption" component="div" sx={phoneOnly}>
                  {[we.tempo && `${t.columns.tempo} ${we.tempo}`, we.notes].filter(Boolean).join(' · ')}
                </Typography>
              )}
            </TableCell>
            <TableCell data-testid="prescription">{prescriptionText(we, t)}</TableCell>
            <TableCell>{rest(we.rest_s)}</TableCell>
            <TableCell sx={wideOnly}>{we.tempo || '—'}</TableCell>
            <TableCell sx={wideOnly}>{we.notes || '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ProgramStructureView({ splits }: { splits: SplitNode[] }) {
  const t = useText(viewProgramText);
  if (!splits.length) return <Typography color="text.secondary">{t.noSplits}</Typography>;
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
                {split.is_preview === 1 && <Chip size="small" color="info" label={t.freePreview} sx={readableChip('info')} />}
              </Stack>
            }
            subheader={split.description || undefined}
          />
          <CardContent sx={{ pt: 0 }}>
            {split.workout.length === 0 && <Typography color="text.secondary">{t.noWorkouts}</Typography>}
            <Stack spacing={2}>
              {split.workout.map((w) => (
                <Box key={w.id} data-testid="view-workout">
                  <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
                    {workoutTitle(w, { day: t.dayAlone, titled: t.day })}
                  </Typography>
                  <ExerciseTable exercises={w.workout_exercise} label={t.exercisesOf(w.title)} />
                </Box>
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
