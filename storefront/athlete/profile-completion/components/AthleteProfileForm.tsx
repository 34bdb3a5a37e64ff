/**
 * The athlete's profile form: photo, goals, level, and body data (height, weight, birth date). Checked
 * with the server's own rules (src/domain/profile-completion.ts) before sending, and again as you type
 * once you have tried to send; the server's verdict shows at the fields.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Box, Button, Divider, FormControl, FormControlLabel, FormHelperText, FormLabel, InputAdornment, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { showToast } from '../../../../src/app/toasts';
import { PROFILE_COMPLETION_HOME, PROFILE_LIMITS as L } from '../../../../src/config/constants';
import { PROFILE_MESSAGES } from '../../../../src/config/messages';
import { ATHLETE_LEVELS, checkAthleteProfile, PROFILE_LABELS, type AthleteLevel, type AthleteProfileField } from '../../../../src/domain/profile-completion';
import { numberOrNull, numberText, shownErrors, textOf } from '../../../../src/profile-completion/form';
import { PhotoField } from '../../../../src/profile-completion/PhotoField';
import { useCompleteAthleteProfile, type AthleteProfileCompletion } from '../api/complete-profile';
import type { AthleteDetails } from '../api/get-profile';
import { useUploadAthletePhoto } from '../api/upload-photo';

type Field = AthleteProfileField | 'photo';
const LABELS: Record<Field, string> = {
  photo: PROFILE_LABELS.photo,
  goals: PROFILE_LABELS.goals,
  level: PROFILE_LABELS.level,
  height_cm: 'Height',
  weight_kg: 'Weight',
  birth_date: PROFILE_LABELS.birth_date,
};

const LEVEL_TEXT: Record<AthleteLevel, { label: string; hint: string }> = {
  beginner: { label: 'Beginner', hint: 'New to structured training, or back after a long break' },
  intermediate: { label: 'Intermediate', hint: 'Training regularly for a year or more' },
  advanced: { label: 'Advanced', hint: 'Years of consistent training, chasing specific numbers' },
};

interface Values {
  photo: string | null;
  goals: string;
  level: string;
  height_cm: string;
  weight_kg: string;
  birth_date: string;
}

export interface AthleteProfileFormProps {
  pending: boolean;
  photo: string | null;
  details: AthleteDetails;
}

/** The request; the photo only when it changed (an untouched one is left as it is). */
function toRequest(v: Values, initialPhoto: string | null): AthleteProfileCompletion {
  return {
    ...(v.photo !== initialPhoto ? { photo: v.photo } : {}),
    goals: v.goals,
    level: (v.level || null) as AthleteProfileCompletion['level'],
    height_cm: numberOrNull(v.height_cm),
    weight_kg: numberOrNull(v.weight_kg),
    birth_date: v.birth_date || null,
  };
}

const today = () => new Date().toISOString().slice(0, 10);

export function AthleteProfileForm({ pending, photo, details }: AthleteProfileFormProps) {
  const navigate = useNavigate();
  const complete = useCompleteAthleteProfile();
  const upload = useUploadAthletePhoto();
  const [values, setValues] = useState<Values>({
    photo,
    goals: textOf(details.goals),
    level: textOf(details.level),
    height_cm: numberText(details.height_cm),
    weight_kg: numberText(details.weight_kg),
    birth_date: textOf(details.birth_date),
  });
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const ruleErrors = tried ? checkAthleteProfile(toRequest(values, photo)) : {};
  const errors: Partial<Record<Field, string>> = { ...serverErrors, ...ruleErrors };

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors((e) => ({ ...e, [name]: undefined }));
  };
  const field = (name: 'goals' | 'height_cm' | 'weight_kg' | 'birth_date') => ({
    name,
    label: LABELS[name],
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(name, e.target.value),
    error: !!errors[name],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFormError(null);
    const body = toRequest(values, photo);
    if (Object.keys(checkAthleteProfile(body)).length) return;
    complete.mutate(body, {
      onSuccess: () => {
        showToast({ type: 'success', message: pending ? PROFILE_MESSAGES.completed : PROFILE_MESSAGES.saved });
        void navigate(PROFILE_COMPLETION_HOME.athlete, { replace: true });
      },
      onError: (error) => {
        const shown = shownErrors(error, LABELS);
        setServerErrors(shown.fields);
        setFormError(shown.form);
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Athlete profile">
      <Stack spacing={3}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <PhotoField value={values.photo} onChange={(url) => set('photo', url)} upload={upload.mutateAsync} error={errors.photo} disabled={complete.isPending} />
        <Divider />
        <Typography variant="h6" component="h2">
          Your training
        </Typography>
        <TextField
          {...field('goals')}
          required
          fullWidth
          multiline
          minRows={3}
          helperText={errors.goals ?? `e.g. "Run a 10K under 50 minutes", "Build muscle", "Move without back pain". ${values.goals.trim().length} / ${L.goalsMax}`}
        />
        <FormControl error={!!errors.level} required>
          <FormLabel id="athlete-level-label">{LABELS.level}</FormLabel>
          <RadioGroup aria-labelledby="athlete-level-label" name="level" value={values.level} onChange={(e) => set('level', e.target.value)}>
            {ATHLETE_LEVELS.map((level) => (
              <FormControlLabel
                key={level}
                value={level}
                control={<Radio />}
                label={
                  <span>
                    {LEVEL_TEXT[level].label}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {` — ${LEVEL_TEXT[level].hint}`}
                    </Typography>
                  </span>
                }
              />
            ))}
          </RadioGroup>
          {errors.level && <FormHelperText>{errors.level}</FormHelperText>}
        </FormControl>
        <Divider />
        <Typography variant="h6" component="h2">
          Body data <Typography component="span" color="text.secondary">(optional)</Typography>
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...field('height_cm')}
            type="number"
            slotProps={{ htmlInput: { min: L.heightCm.min, max: L.heightCm.max, step: 1, inputMode: 'numeric' }, input: { endAdornment: <InputAdornment position="end">cm</InputAdornment> } }}
            helperText={errors.height_cm ?? `${L.heightCm.min}–${L.heightCm.max} cm`}
          />
          <TextField
            {...field('weight_kg')}
            type="number"
            slotProps={{ htmlInput: { min: L.weightKg.min, max: L.weightKg.max, step: 0.1, inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> } }}
            helperText={errors.weight_kg ?? `${L.weightKg.min}–${L.weightKg.max} kg`}
          />
          <TextField
            {...field('birth_date')}
            type="date"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
            helperText={errors.birth_date ?? 'Used for age-appropriate programs'}
          />
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large" loading={complete.isPending} disabled={upload.isPending}>
            {pending ? 'Complete profile' : 'Save profile'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
