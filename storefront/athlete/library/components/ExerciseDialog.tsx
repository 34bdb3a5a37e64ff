/** A saved exercise opened from the library: its description, muscle group, equipment and video (which can be saved too). */
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { Row } from '../../../../src/api/records';
import { libraryText } from '../../common/library/i18n/en';
import { commonText } from '../../../../src/ui/i18n/en';
import { useText } from '../../../../src/i18n/text';
import { ExerciseVideo } from '../../common/training/components/ExerciseDetails';
import { videoKind } from '../../common/training/set-log';

export function ExerciseDialog({ exercise, title, open, onClose }: { exercise: Row<'exercise'> | null; title: string; open: boolean; onClose: () => void }) {
  const t = useText(libraryText);
  const common = useText(commonText);
  const name = exercise?.name ?? title;
  const video = exercise?.video_url && videoKind(exercise.video_url) ? exercise.video_url : null;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="exercise-dialog-title">
      <DialogTitle id="exercise-dialog-title">{name}</DialogTitle>
      <DialogContent dividers>
        {exercise ? (
          <Stack spacing={2} data-testid="exercise-details">
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Chip variant="outlined" label={t.muscleGroup(exercise.muscle_group ?? '—')} data-testid="exercise-muscle-group" />
              <Chip variant="outlined" label={t.equipment(exercise.equipment ?? '—')} data-testid="exercise-equipment" />
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-wrap' }} color={exercise.description ? 'text.primary' : 'text.secondary'} data-testid="exercise-description">
              {exercise.description || t.noDescription}
            </Typography>
            <Box>
              <Typography variant="subtitle2" component="h3">
                {t.video}
              </Typography>
              {video ? (
                <ExerciseVideo url={video} name={name} exerciseId={exercise.id} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t.noVideo}
                </Typography>
              )}
            </Box>
          </Stack>
        ) : (
          <Typography color="text.secondary">{t.exerciseGone}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{common.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
