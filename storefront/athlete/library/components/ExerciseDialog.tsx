/** A saved exercise opened from the library: its description, muscle group, equipment and video. */
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { Row } from '../../../../src/api/records';
import { ExerciseVideo } from '../../training/components/ExerciseDetails';
import { videoKind } from '../../training/set-log';
import { LIBRARY_TEXT } from '../library-config';
import { SaveToLibraryButton } from './SaveToLibraryButton';

export function ExerciseDialog({ exercise, title, open, onClose }: { exercise: Row<'exercise'> | null; title: string; open: boolean; onClose: () => void }) {
  const name = exercise?.name ?? title;
  const video = exercise?.video_url && videoKind(exercise.video_url) ? exercise.video_url : null;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="exercise-dialog-title">
      <DialogTitle id="exercise-dialog-title">{name}</DialogTitle>
      <DialogContent dividers>
        {exercise ? (
          <Stack spacing={2} data-testid="exercise-details">
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Chip variant="outlined" label={`${LIBRARY_TEXT.muscleGroup}: ${exercise.muscle_group ?? '—'}`} data-testid="exercise-muscle-group" />
              <Chip variant="outlined" label={`${LIBRARY_TEXT.equipment}: ${exercise.equipment ?? '—'}`} data-testid="exercise-equipment" />
            </Stack>
            <Typography sx={{ whiteSpace: 'pre-wrap' }} color={exercise.description ? 'text.primary' : 'text.secondary'} data-testid="exercise-description">
              {exercise.description || LIBRARY_TEXT.noDescription}
            </Typography>
            <Box>
              <Typography variant="subtitle2" component="h3">
                {LIBRARY_TEXT.video}
              </Typography>
              {video ? (
                <>
                  <ExerciseVideo url={video} name={name} />
                  <Box sx={{ mt: 1 }}>
                    <SaveToLibraryButton target={{ kind: 'video', url: video, title: LIBRARY_TEXT.videoTitle(name), exercise_id: exercise.id ?? null }} size="small" />
                  </Box>
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {LIBRARY_TEXT.noVideo}
                </Typography>
              )}
            </Box>
          </Stack>
        ) : (
          <Typography color="text.secondary">{LIBRARY_TEXT.exerciseGone}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{LIBRARY_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
