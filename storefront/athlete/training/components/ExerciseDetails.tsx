/** What a workout prescribes for one exercise: name, muscle group and equipment, sets × reps, rest, tempo, notes, video. */
import { Fragment } from 'react';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import type { PlanExercise } from '../api/get-training-plan';
import { formatRest } from '../rest-timer';
import { videoKind } from '../set-log';

export function exerciseName(we: PlanExercise): string {
  return we.exercise?.name ?? `Exercise #${we.exercise_id}`;
}

/** "3 sets × 8-10 reps" (a time such as "30s" reads "3 sets × 30s"). */
export function prescriptionText(we: Pick<PlanExercise, 'sets' | 'reps'>): string {
  const sets = `${we.sets} ${we.sets === 1 ? 'set' : 'sets'}`;
  const reps = /^\d+(\s*[-–]\s*\d+)?$/.test(we.reps ?? '') ? `${we.reps} reps` : (we.reps ?? '');
  return reps ? `${sets} × ${reps}` : sets;
}

export function ExerciseVideo({ url, name }: { url: string | null | undefined; name: string }) {
  const kind = videoKind(url);
  if (!kind || !url) return null;
  if (kind === 'file') {
    return (
      <Box component="video" src={url} controls preload="metadata" aria-label={`Video: ${name}`} sx={{ width: '100%', maxWidth: 480, borderRadius: 1, display: 'block', mt: 1, bgcolor: 'black' }} />
    );
  }
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
      <OndemandVideoIcon fontSize="small" /> Watch the video of {name}
    </Link>
  );
}

export function ExerciseDetails({ we, index, headingLevel = 'h3' }: { we: PlanExercise; index: number; headingLevel?: 'h3' | 'h4' }) {
  const name = exerciseName(we);
  const rest = formatRest(we.rest_s);
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600 }}>
          {index + 1}. {name}
        </Typography>
        {we.exercise?.muscle_group && <Chip size="small" variant="outlined" label={we.exercise.muscle_group} />}
        {we.exercise?.equipment && <Chip size="small" variant="outlined" label={we.exercise.equipment} />}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="exercise-prescription">
        {[prescriptionText(we), rest && `Rest ${rest}`, we.tempo && `Tempo ${we.tempo}`]
          .filter(Boolean)
          .map((part, i) => (
            <Fragment key={i}>
              {i > 0 && ' · '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {part}
              </Box>
            </Fragment>
          ))}
      </Typography>
      {we.notes && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
          {we.notes}
        </Typography>
      )}
      <ExerciseVideo url={we.exercise?.video_url} name={name} />
    </Box>
  );
}
