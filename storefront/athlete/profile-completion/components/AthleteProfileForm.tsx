/**
 * The athlete's profile form: photo, goals, level, and body data (height, weight, birth date). Checked
 * with the server's own rules (src/domain/profile-completion.ts) before sending, and again as you type
 * once you have tried to send; the server's verdict shows at the fields.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Box, Button, Divider, FormControl, FormControlLabel, FormHelperText, FormLabel, InputAdornment, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { showToast } from '../../../../src/ui/toasts';
import { PROFILE_COMPLETION_HOME, PROFILE_LIMITS as L } from '../../../../src/config/constants';
import { ATHLETE_LEVELS, checkAthleteProfile, type AthleteProfileField, type NameField, type NameInput } from '../../../../src/domain/profile-completion';
import { athleteProfileText } from '../../../../src/i18n/en/athlete/profile-completion';
import { commonText } from '../../../../src/i18n/en/common';
import { profileRulesText } from '../../../../src/i18n/en/profile-rules';
import { textOf as wordsOf, useText } from '../../../../src/i18n/text';
import { numberOrNull, numberText, shownErrors, textOf } from '../../../shared/profile-completion/form';
import { NameFields, useProfileNames } from '../../../shared/profile-completion/NameFields';
import { PhotoField } from '../../../shared/profile-completion/PhotoField';
import { useCompleteProfile, useUploadProfilePhoto, type ProfileCompletion, type ProfileDetails } from '../../../shared/profile-completion/api';

type Field = AthleteProfileField | 'photo' | NameField;

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
  details: ProfileDetails<'athlete'>;
  /** The account's names now (the form asks for them while it has none). */
  names: NameInput;
}

/** The request; the photo only when it changed (an untouched one is left as it is). */
function toRequest(v: Values, initialPhoto: string | null): ProfileCompletion<'athlete'> {
  return {
    ...(v.photo !== initialPhoto ? { photo: v.photo } : {}),
    goals: v.goals,
    level: (v.level || null) as ProfileCompletion<'athlete'>['level'],
    height_cm: numberOrNull(v.height_cm),
    weight_kg: numberOrNull(v.weight_kg),
    birth_date: v.birth_date || null,
  };
}

const today = () => new Date().toISOString().slice(0, 10);

export function AthleteProfileForm({ pending, photo, details, names: storedNames }: AthleteProfileFormProps) {
  const names = useProfileNames(storedNames);
  const navigate = useNavigate();
  const complete = useCompleteProfile('athlete');
  const upload = useUploadProfilePhoto('athlete');
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
  const t = useText(athleteProfileText);
  const common = useText(commonText);
  const rules = useText(profileRulesText);
  const LABELS: Record<Field, string> = { ...t.labels, ...names.labels };
  const check = (body: ProfileCompletion<'athlete'>) => ({ ...checkAthleteProfile(body, new Date(), { messages: rules, labels: t.labels }), ...names.check(rules) });

  const ruleErrors = tried ? check(toRequest(values, photo)) : {};
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
    const body = { ...toRequest(values, photo), ...names.request };
    if (Object.keys(check(body)).length) return;
    complete.mutate(body, {
      onSuccess: () => {
        showToast({ type: 'success', message: pending ? wordsOf(profileRulesText).completed : wordsOf(profileRulesText).saved });
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
    <Box component="form" noValidate onSubmit={submit} aria-label={t.form}>
      <Stack spacing={3}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <PhotoField value={values.photo} onChange={(url) => set('photo', url)} upload={upload.mutateAsync} error={errors.photo} disabled={complete.isPending} />
        <Divider />
        <NameFields names={names} errors={errors} onEdit={(field) => setServerErrors((e) => ({ ...e, [field]: undefined }))} />
        <Typography variant="h6" component="h2">
          {t.yourTraining}
        </Typography>
        <TextField
          {...field('goals')}
          required
          fullWidth
          multiline
          minRows={3}
          helperText={errors.goals ?? t.goalsHelp(values.goals.trim().length, L.goalsMax)}
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
                    {t.levels[level].label}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {` — ${t.levels[level].hint}`}
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
          {t.bodyData} <Typography component="span" color="text.secondary">({common.optional})</Typography>
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...field('height_cm')}
            type="number"
            slotProps={{ htmlInput: { min: L.heightCm.min, max: L.heightCm.max, step: 1, inputMode: 'numeric' }, input: { endAdornment: <InputAdornment position="end">{t.cm}</InputAdornment> } }}
            helperText={errors.height_cm ?? t.range(L.heightCm.min, L.heightCm.max, t.cm)}
          />
          <TextField
            {...field('weight_kg')}
            type="number"
            slotProps={{ htmlInput: { min: L.weightKg.min, max: L.weightKg.max, step: 0.1, inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">{t.kg}</InputAdornment> } }}
            helperText={errors.weight_kg ?? t.range(L.weightKg.min, L.weightKg.max, t.kg)}
          />
          <TextField
            {...field('birth_date')}
            type="date"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
            helperText={errors.birth_date ?? t.birthDateHelp}
          />
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large" loading={complete.isPending} disabled={upload.isPending}>
            {pending ? t.complete : t.save}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
