/**
 * Adds an exercise to a workout: picked from the library (the platform's exercises and the trainer's own)
 * or created on the spot in the trainer's own library (name, muscle group, equipment, video, description).
 */
import { useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { TABLES } from '../../../../src/generated/tables';
import { builderText } from '../i18n/en';
import { commonText } from '../../../../src/ui/i18n/en';
import { useText } from '../../../../src/i18n/text';
import { reportActionError } from '../../common/programs/action-errors';
import { useAddWorkoutExercise } from '../api/add-workout-exercise';
import { useCreateExercise } from '../api/create-exercise';
import { useExerciseLibrary, type LibraryExercise } from '../api/get-exercise-library';
import { useUploadMedia } from '../api/upload-media';

const F = TABLES.exercise.fields;
const VIDEO_TYPES = 'video/mp4,video/webm';

interface Props {
  open: boolean;
  onClose: () => void;
  programId: number;
  workout: { id: number; title: string };
  /** Where the new exercise goes in the workout. */
  position: number;
}

const emptyNew = { name: '', muscle_group: '', equipment: '', video_url: '', description: '' };
const orNull = (t: string) => (t.trim() === '' ? null : t.trim());

export function ExercisePickerDialog({ open, onClose, programId, workout, position }: Props) {
  const [tab, setTab] = useState<'library' | 'new'>('library');
  const [picked, setPicked] = useState<LibraryExercise | null>(null);
  const [draft, setDraft] = useState(emptyNew);
  const [nameTouched, setNameTouched] = useState(false);
  const library = useExerciseLibrary(open);
  const add = useAddWorkoutExercise(programId);
  const create = useCreateExercise();
  const upload = useUploadMedia();
  const busy = add.isPending || create.isPending;
  const words = useText(builderText);
  const t = words.picker;
  const common = useText(commonText);
  const nameProblem = draft.name.trim() === '' ? t.nameRequired : draft.name.trim().length > F.name.schema.maxLength ? words.atMost(F.name.schema.maxLength) : null;

  const close = () => {
    setPicked(null);
    setDraft(emptyNew);
    setNameTouched(false);
    setTab('library');
    onClose();
  };

  const addPicked = () => {
    if (!picked) return;
    add.mutate({ workout_id: workout.id, exercise_id: picked.id!, position }, { onSuccess: close });
  };

  const createAndAdd = async () => {
    setNameTouched(true);
    if (nameProblem) return;
    try {
      const exerciseId = await create.mutateAsync({
        name: draft.name.trim(),
        muscle_group: orNull(draft.muscle_group),
        equipment: orNull(draft.equipment),
        video_url: orNull(draft.video_url),
        description: orNull(draft.description),
      });
      await add.mutateAsync({ workout_id: workout.id, exercise_id: exerciseId, position });
      close();
    } catch {
      // Reported by the mutations (toast) and the save indicator.
    }
  };

  const field = (name: keyof typeof emptyNew, label: string, extra: object = {}) => (
    <TextField
      label={label}
      fullWidth
      size="small"
      value={draft[name]}
      onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      slotProps={{ htmlInput: { maxLength: (F[name].schema as { maxLength?: number }).maxLength } }}
      {...extra}
    />
  );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="exercise-picker-title">
      <DialogTitle id="exercise-picker-title">{t.title(workout.title)}</DialogTitle>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ px: 3 }} aria-label={t.source}>
        <Tab value="library" label={t.fromLibrary} />
        <Tab value="new" label={t.newExercise} />
      </Tabs>
      <DialogContent sx={{ minHeight: 260 }}>
        {tab === 'library' ? (
          <Autocomplete
            sx={{ mt: 1 }}
            options={library.data ?? []}
            loading={library.isPending}
            groupBy={(e) => (e.group === 'My exercises' ? t.mine : t.platform)}
            loadingText={t.loading}
            noOptionsText={t.noOptions}
            getOptionLabel={(e) => e.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={picked}
            onChange={(_, v) => setPicked(v)}
            renderOption={(props, e) => {
              const { key, ...rest } = props as typeof props & { key: string };
              return (
                <Box component="li" key={key} {...rest}>
                  <Box>
                    <Typography variant="body2">{e.name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {[e.muscle_group, e.equipment].filter(Boolean).join(' · ')}
                    </Typography>
                  </Box>
                </Box>
              );
            }}
            renderInput={(params) => <TextField {...params} label={t.exercise} placeholder={t.searchLibrary} autoFocus />}
          />
        ) : (
          <Grid container spacing={2} sx={{ mt: 0.5 }}>
            <Grid size={12}>
              {field('name', t.name, {
                required: true,
                autoFocus: true,
                onBlur: () => setNameTouched(true),
                error: nameTouched && !!nameProblem,
                helperText: nameTouched ? nameProblem : undefined,
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('muscle_group', t.muscleGroup)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('equipment', t.equipment)}</Grid>
            <Grid size={12}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                {field('video_url', t.video, { placeholder: t.videoPlaceholder, type: 'url' })}
                <Button component="label" variant="outlined" sx={{ whiteSpace: 'nowrap', flexShrink: 0, height: 40 }} startIcon={upload.isPending ? <CircularProgress size={14} /> : <UploadIcon />} disabled={upload.isPending}>
                  {t.uploadVideo}
                  <input
                    hidden
                    type="file"
                    accept={VIDEO_TYPES}
                    aria-label={t.videoFile}
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      e.target.value = '';
                      if (file) upload.mutate(file, { onSuccess: (url) => setDraft((d) => ({ ...d, video_url: url })), onError: reportActionError });
                    }}
                  />
                </Button>
              </Stack>
            </Grid>
            <Grid size={12}>{field('description', t.howTo, { multiline: true, minRows: 2 })}</Grid>
          </Grid>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{common.cancel}</Button>
        {tab === 'library' ? (
          <Button variant="contained" onClick={addPicked} disabled={!picked || busy}>
            {t.add}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void createAndAdd()} disabled={busy}>
            {t.createAndAdd}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
