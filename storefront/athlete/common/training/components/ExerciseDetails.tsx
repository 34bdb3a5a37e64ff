/**
 * What a workout prescribes for one exercise: name, muscle group and equipment, sets × reps, rest, tempo, notes,
 * video, and on the training screen the trainer's adjustment for this athlete (its numbers in the prescription, a
 * chip and its note); the exercise and its video can be saved to the library from here (the training screen, a
 * split's preview, the library's exercise dialog).
 */
import { Fragment } from 'react';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import TuneIcon from '@mui/icons-material/Tune';
import { libraryText } from '../../library/i18n/en';
import { trainingText, type TrainingWords } from '../i18n/en';
import { useText } from '../../../../../src/i18n/text';
import { SaveToLibraryButton } from '../../library/components/SaveToLibraryButton';
import type { PlanExercise } from '../api/get-training-plan';
import { formatRest } from '../rest-timer';
import { videoKind } from '../set-log';
import { formatDistance, formatDuration } from '../../../../../src/domain/measures';
import { progresses, type Adjustment } from '../../../../../src/domain/progression';
import { useWeightUnit } from '../../../../../src/session/preferences';
import { useLocale } from '../../../../../src/i18n/locale';
import { formatNumber } from '../progress';
import { exerciseWeek, loadText } from '../week-load';

export function exerciseName(we: PlanExercise, t: Pick<TrainingWords, 'exerciseNumber'> = trainingText.en): string {
  return we.exercise?.name ?? t.exerciseNumber(we.exercise_id);
}

/**
 * The prescription by its measure: "3 sets × 8-10 reps", "3 sets × 0:45" (a time), "1 set × 5 km in 25:00" (a
 * distance); a time or distance without its target reads as the trainer worded it.
 */
export function prescriptionText(we: Pick<PlanExercise, 'sets' | 'reps' | 'measure' | 'target_seconds' | 'target_distance_m'>, t: Pick<TrainingWords, 'sets' | 'exercise'> = trainingText.en): string {
  const sets = t.sets(we.sets);
  let target: string;
  if (we.measure === 'time' && we.target_seconds) target = formatDuration(we.target_seconds);
  else if (we.measure === 'distance' && we.target_distance_m) target = we.target_seconds ? t.exercise.distanceIn(formatDistance(we.target_distance_m), formatDuration(we.target_seconds)) : formatDistance(we.target_distance_m);
  else target = /^\d+(\s*[-–]\s*\d+)?$/.test(we.reps ?? '') ? t.exercise.reps(we.reps!) : (we.reps ?? '');
  return target ? `${sets} × ${target}` : sets;
}

/** An exercise's video (played here when it is a file, linked when it is a page), with its Save button. */
export function ExerciseVideo({ url, name, exerciseId }: { url: string | null | undefined; name: string; exerciseId: number | null | undefined }) {
  const t = useText(trainingText).exercise;
  const lib = useText(libraryText);
  const kind = videoKind(url);
  if (!kind || !url) return null;
  const save = <SaveToLibraryButton size="small" target={{ kind: 'video', url, title: lib.videoTitle(name), exercise_id: exerciseId ?? null }} />;
  if (kind === 'file') {
    return (
      <Box sx={{ mt: 1 }} data-testid="exercise-video">
        <Box component="video" src={url} controls preload="metadata" aria-label={t.video(name)} sx={{ width: '100%', maxWidth: 480, borderRadius: 1, display: 'block', bgcolor: 'black' }} />
        <Box sx={{ mt: 1 }}>{save}</Box>
      </Box>
    );
  }
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mt: 1 }} data-testid="exercise-video">
      <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <OndemandVideoIcon fontSize="small" /> {t.watch(name)}
      </Link>
      {save}
    </Stack>
  );
}

/**
 * The exercise as prescribed in `week` of the program (week 1 when not given): its reps and load that week by its
 * progression, a percentage of the one-rep max as a weight when the athlete's estimated max (`maxKg`) is known, and
 * the trainer's adjustment of this exercise for the athlete that week, if any (`adjustments`: this exercise's).
 */
export function ExerciseDetails({ we, index, headingLevel = 'h3', week = 1, maxKg, adjustments, showRest = true }: {
  we: PlanExercise;
  index: number;
  headingLevel?: 'h3' | 'h4';
  /** Whether the rest is said: not for an exercise of a superset or circuit before its last (the rest comes after the round). */
  showRest?: boolean;
  week?: number;
  maxKg?: number | null;
  /** The athlete's adjustments of this exercise (none: the program's numbers). */
  adjustments?: readonly Adjustment[];
}) {
  const t = useText(trainingText);
  const unit = useWeightUnit();
  const locale = useLocale();
  const name = exerciseName(we, t);
  const rest = showRest ? formatRest(we.rest_s) : null;
  const at = exerciseWeek(we, week, maxKg, adjustments);
  const load = loadText(at, unit, t, (n) => formatNumber(n, locale));
  // The week is said when the numbers depend on it: a progression, or an adjustment of this week only.
  const moving = progresses(we) || at.adjustment?.week != null;
  const coachNote = at.adjustment?.note?.trim();
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600 }}>
          {index + 1}. {name}
        </Typography>
        {we.exercise?.muscle_group && <Chip size="small" variant="outlined" label={we.exercise.muscle_group} />}
        {we.exercise?.equipment && <Chip size="small" variant="outlined" label={we.exercise.equipment} />}
        {at.adjustment && <Chip size="small" color="primary" variant="outlined" icon={<TuneIcon />} label={t.exercise.adjusted} data-testid="exercise-adjusted" />}
        {we.exercise?.id != null && <SaveToLibraryButton variant="icon" size="small" target={{ kind: 'exercise', exercise_id: we.exercise.id, title: name }} />}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="exercise-prescription">
        {[moving && t.exercise.thisWeek(at.week), prescriptionText({ ...we, reps: at.reps }, t), load, rest && t.exercise.rest(rest), we.tempo && t.exercise.tempo(we.tempo)]
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
      {coachNote && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }} data-testid="exercise-adjustment-note">
          {t.exercise.coachNote(coachNote)}
        </Typography>
      )}
      {we.notes && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
          {we.notes}
        </Typography>
      )}
      <ExerciseVideo url={we.exercise?.video_url} name={name} exerciseId={we.exercise?.id} />
    </Box>
  );
}
