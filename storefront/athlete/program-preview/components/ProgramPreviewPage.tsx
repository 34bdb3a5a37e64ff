/**
 * /athlete/program-preview/{splitId}: one split of a program, its workouts and their exercises. A free-preview split
 * is open to every athlete, every split to the program's owners; otherwise the page says why it is closed and links
 * to the program page to buy it. (The server enforces the same rule: a closed split's workouts are not sent.)
 */
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Chip, Container, Divider, Skeleton, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { isApiError } from '../../../../src/api/errors';
import { programPreviewText } from '../i18n/en';
import { trainingText } from '../../common/training/i18n/en';
import { useText } from '../../../../src/i18n/text';
import { readableChip } from '../../../../src/ui/readable-chip';
import { useOwnedPrograms } from '../../common/owned-programs/api/get-owned-programs';
import { ExerciseDetails } from '../../common/training/components/ExerciseDetails';
import { workoutTitle } from '../../common/training/plan-labels';
import { trainingPath } from '../../common/training/training-config';
import { programPath } from '../../../shared/paths';
import { useSplitPreview } from '../api/get-split-preview';

export default function ProgramPreviewPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const split = useSplitPreview(valid ? id : null);
  const owned = useOwnedPrograms();
  const t = useText(programPreviewText);
  const days = useText(trainingText);
  const s = split.data;
  const program = s?.program;
  const owns = !!s && !!owned.data?.some((e) => e.program_id === s.program_id);
  const open = !!s && (s.is_preview === 1 || owns);
  const notFound = !valid || (isApiError(split.error) && split.error.status === 404);

  if (notFound) {
    return (
      <Container component="main" sx={{ py: 4 }}>
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to="/">
              {t.browse}
            </Button>
          }
        >
          {t.notFound}
        </Alert>
      </Container>
    );
  }

  return (
    <Container component="main" sx={{ py: { xs: 2, md: 4 } }} maxWidth="md">
      {split.error && <Alert severity="error">{split.error.message}</Alert>}
      {(split.isPending || (s && owned.isPending)) && (
        <Stack spacing={2} aria-busy>
          <Skeleton variant="text" height={48} width="60%" />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      )}
      {s && !owned.isPending && (
        <Stack spacing={3}>
          <Box>
            {program && (
              <Button component={RouterLink} to={programPath(s.program_id)} size="small" sx={{ mb: 1, ml: -1 }}>
                {program.title}
              </Button>
            )}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="h4" component="h1">
                {s.title}
              </Typography>
              {s.is_preview === 1 && <Chip color="info" icon={<VisibilityIcon />} label={t.freePreview} sx={readableChip('info')} data-testid="preview-free" />}
              {owns && <Chip color="success" label={t.inYourPrograms} />}
            </Stack>
            {s.description && (
              <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
                {s.description}
              </Typography>
            )}
          </Box>

          {open ? (
            <>
              {s.workout.length ? (
                <Stack spacing={2}>
                  {s.workout.map((w) => (
                    <Card key={w.id} variant="outlined" data-testid="preview-workout" component="section" aria-label={workoutTitle(w, days)}>
                      <CardContent>
                        <Typography variant="h6" component="h2" gutterBottom>
                          {workoutTitle(w, days)}
                        </Typography>
                        {w.workout_exercise.length ? (
                          <Stack spacing={1.5} divider={<Divider flexItem />}>
                            {w.workout_exercise.map((we, i) => (
                              <Box key={we.id} data-testid="preview-exercise">
                                <ExerciseDetails we={we} index={i} />
                              </Box>
                            ))}
                          </Stack>
                        ) : (
                          <Typography color="text.secondary">{t.noExercises}</Typography>
                        )}
                      </CardContent>
                    </Card>
                  ))}
                </Stack>
              ) : (
                <Typography color="text.secondary">{t.noWorkouts}</Typography>
              )}
              <Card variant="outlined" sx={{ bgcolor: 'action.hover' }}>
                <CardContent>
                  {owns ? (
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                      <Typography>{t.owned}</Typography>
                      <Button variant="contained" startIcon={<PlayArrowIcon />} component={RouterLink} to={trainingPath(s.program_id, s.id)}>
                        {t.train}
                      </Button>
                    </Stack>
                  ) : (
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                      <Typography>{t.likeWhatYouSee(program?.title ?? t.theProgram)}</Typography>
                      <Button variant="contained" startIcon={<ShoppingCartIcon />} component={RouterLink} to={programPath(s.program_id)}>
                        {t.getFullProgram}
                      </Button>
                    </Stack>
                  )}
                </CardContent>
              </Card>
            </>
          ) : (
            <Card variant="outlined" data-testid="preview-locked">
              <CardContent sx={{ textAlign: 'center', py: 5 }}>
                <LockIcon sx={{ fontSize: 48 }} color="action" />
                <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
                  {t.lockedTitle}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 520, mx: 'auto' }}>
                  {t.lockedBody(s.title, program?.title ?? t.theProgram)}
                </Typography>
                <Button variant="contained" size="large" startIcon={<ShoppingCartIcon />} component={RouterLink} to={programPath(s.program_id)}>
                  {t.seeAndBuy}
                </Button>
              </CardContent>
            </Card>
          )}
        </Stack>
      )}
    </Container>
  );
}
