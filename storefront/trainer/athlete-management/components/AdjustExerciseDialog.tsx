/**
 * "Adjust <exercise> for <athlete>": the trainer changes one exercise of their program for one athlete, for one week
 * of the program or every week (records `workout_override`): the reps, the load (in the exercise's load kind, kg when
 * it has none) and a note the athlete reads. Checked as the server checks it before it is sent; the server's refusal
 * shows in the dialog. Full screen on a phone.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, InputLabel, MenuItem, Select, Stack, TextField, useMediaQuery, useTheme } from '@mui/material';
import { ApiError } from '../../../../src/api/errors';
import { LOAD_LIMITS } from '../../../../src/domain/progression';
import { isPending } from '../../../../src/offline/pending-records';
import { useText } from '../../../../src/i18n/text';
import { showToast } from '../../../../src/ui/toasts';
import { useStudioFormat } from '../../common/format';
import { EMPTY_ADJUSTMENT, NOTE_MAX, REPS_MAX, adjustmentKind, formOf, overrideRow, readAdjustment, weekChoices, type Adjustment, type AdjustmentForm } from '../adjustments';
import { useAddWorkoutOverride, useWorkoutOverrides } from '../api/workout-overrides';
import type { WeekExercise } from '../api/training-week';
import { adjustText } from '../i18n/en';

type Words = typeof adjustText.en;
interface Context {
  loadKind: string | null;
  t: Words;
  number: (n: number) => string;
}

const FIELDS = ['reps', 'load', 'note'] as const;
type Field = (typeof FIELDS)[number];
const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);

/** The one check (../adjustments.ts) on what the form would send; valid: that adjustment. */
const adjustmentResolver: Resolver<AdjustmentForm, Context, Adjustment> = (values, context) => {
  const read = readAdjustment(values, context?.loadKind, context!.t, context?.number);
  if (read.value) return { values: read.value, errors: {} };
  const errors: FieldErrors<AdjustmentForm> = {};
  for (const [field, message] of Object.entries(read.problems)) errors[field as Field] = { type: 'validate', message };
  return { values: {}, errors };
};

export function AdjustExerciseDialog({ open, onClose, enrollmentId, exercise, athleteName, currentWeek, totalWeeks }: {
  open: boolean;
  onClose: () => void;
  enrollmentId: number;
  /** The exercise as the athlete's current week has it (null before the first opening). */
  exercise: WeekExercise | null;
  athleteName: string;
  currentWeek: number;
  totalWeeks: number;
}) {
  const t = useText(adjustText);
  const f = useStudioFormat();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const loadKind = exercise?.load_kind ?? null;
  const kind = adjustmentKind(loadKind);
  const name = exercise?.exercise ?? t.unnamed;
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<AdjustmentForm, Context, Adjustment>({
    defaultValues: EMPTY_ADJUSTMENT,
    resolver: adjustmentResolver,
    context: { loadKind, t, number: f.number },
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddWorkoutOverride(enrollmentId);
  const workoutExerciseId = exercise?.workout_exercise_id;

  const overrideId = exercise?.override_id ?? null;
  // The athlete's adjustments, read with the page (so they are on the device offline too).
  const { data: adjustments } = useWorkoutOverrides(enrollmentId);
  const saved = overrideId === null ? undefined : adjustments?.find((row) => row.id === overrideId);
  useEffect(() => {
    if (!open) return;
    setProblem(null);
    // A new adjustment starts empty (every week, the program's numbers kept until the trainer types their own); the
    // one the athlete's week follows opens as it was saved, to be changed.
    reset(saved ? formOf(saved) : EMPTY_ADJUSTMENT);
  }, [open, workoutExerciseId, saved, reset]);

  const save = handleSubmit(async (adjustment) => {
    if (workoutExerciseId === undefined) return;
    try {
      const id = await add.mutateAsync(overrideRow(enrollmentId, workoutExerciseId, adjustment));
      // Queued offline: the offline layer has said so, and the row says it waits.
      if (!isPending('workout_override', id)) showToast({ type: 'success', message: t.saved(name, athleteName) });
      onClose();
    } catch (err) {
      for (const [key, message] of Object.entries((err instanceof ApiError && err.validation) || {})) {
        if (isField(key)) setError(key, { type: 'server', message });
      }
      setProblem((err as Error).message);
    }
  });
  const submit = (e: FormEvent) => {
    setProblem(null);
    void save(e);
  };

  const weeks = weekChoices(currentWeek, totalWeeks);
  const limits = LOAD_LIMITS[kind];
  const noteLength = useWatch({ control, name: 'note' }).length;
  const nowReps = exercise && exercise.reps ? t.form.now(exercise.reps) : t.form.keep;
  const nowLoad = exercise && exercise.load != null ? t.form.now(`${f.number(exercise.load)} ${t.unit[kind]}`) : t.form.keep;

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={phone}
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true, 'aria-labelledby': 'adjust-exercise-title' } as object }}
    >
      <DialogTitle id="adjust-exercise-title">{t.form.title(name, athleteName)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem && (
            <Alert severity="error" data-testid="adjust-problem">
              {problem}
            </Alert>
          )}
          <Controller
            name="week"
            control={control}
            render={({ field }) => (
              <FormControl fullWidth>
                <InputLabel id="adjust-week-label">{t.form.week}</InputLabel>
                <Select
                  labelId="adjust-week-label"
                  id="adjust-week"
                  label={t.form.week}
                  value={field.value}
                  inputRef={field.ref}
                  onChange={(e) => field.onChange(e.target.value === 'every' ? 'every' : Number(e.target.value))}
                  onBlur={field.onBlur}
                >
                  <MenuItem value="every">{t.form.everyWeek}</MenuItem>
                  {weeks.map((w) => (
                    <MenuItem key={w} value={w}>
                      {t.form.weekN(w)}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
          />
          <Controller
            name="reps"
            control={control}
            render={({ field, fieldState: { error } }) => (
              <TextField
                label={t.form.reps}
                value={field.value}
                inputRef={field.ref}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                error={!!error}
                helperText={error?.message ?? nowReps}
                slotProps={{ htmlInput: { maxLength: REPS_MAX } }}
              />
            )}
          />
          <Controller
            name="load"
            control={control}
            render={({ field, fieldState: { error } }) => (
              <TextField
                label={t.form.load(t.unit[kind])}
                type="number"
                value={field.value}
                inputRef={field.ref}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                error={!!error}
                helperText={error?.message ?? nowLoad}
                slotProps={{ htmlInput: { min: limits.min, max: limits.max, step: 'any', inputMode: 'decimal' } }}
              />
            )}
          />
          <Controller
            name="note"
            control={control}
            render={({ field, fieldState: { error } }) => (
              <TextField
                label={t.form.note}
                multiline
                minRows={2}
                value={field.value}
                inputRef={field.ref}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                error={!!error}
                helperText={error?.message ?? t.form.noteHelp(noteLength, NOTE_MAX)}
                slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSubmitting}>
          {t.form.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting || !exercise}>
          {t.form.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
