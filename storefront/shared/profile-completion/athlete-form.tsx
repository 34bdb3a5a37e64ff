/**
 * The athlete's part of the profile-completion form: goals, level, and body data (height, weight, birth date), checked
 * with checkAthleteProfile. The photo, the names and the rest are the one form's (ProfileCompletionForm.tsx).
 */
import { Controller } from 'react-hook-form';
import { Divider, FormControl, FormControlLabel, FormHelperText, FormLabel, InputAdornment, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { PROFILE_LIMITS as L } from '../../../src/config/constants';
import { ATHLETE_LEVELS, checkAthleteProfile } from '../../../src/domain/profile-completion';
import { useText } from '../../../src/i18n/text';
import { commonText } from '../../../src/ui/i18n/en';
import type { ProfileCompletion } from './api';
import { numberOrNull, numberText, textOf, type RoleForm } from './form';
import { FormTextField } from './FormTextField';
import { athleteProfileText } from './i18n/en';

/** The athlete's fields as typed (numbers and the date as their text). */
export type AthleteValues = {
  goals: string;
  level: string;
  height_cm: string;
  weight_kg: string;
  birth_date: string;
};

const today = () => new Date().toISOString().slice(0, 10);

function AthleteFields() {
  const t = useText(athleteProfileText);
  const common = useText(commonText);
  return (
    <>
      <Typography variant="h6" component="h2">
        {t.yourTraining}
      </Typography>
      <FormTextField name="goals" label={t.labels.goals} required fullWidth multiline minRows={3} help={(goals) => t.goalsHelp(goals.trim().length, L.goalsMax)} />
      <Controller
        name="level"
        render={({ field, fieldState: { error } }) => (
          <FormControl error={!!error} required>
            <FormLabel id="athlete-level-label">{t.labels.level}</FormLabel>
            <RadioGroup aria-labelledby="athlete-level-label" name={field.name} value={field.value} onChange={field.onChange}>
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
            {error?.message && <FormHelperText>{error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Divider />
      <Typography variant="h6" component="h2">
        {t.bodyData} <Typography component="span" color="text.secondary">({common.optional})</Typography>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="height_cm"
          label={t.labels.height_cm}
          type="number"
          slotProps={{ htmlInput: { min: L.heightCm.min, max: L.heightCm.max, step: 1, inputMode: 'numeric' }, input: { endAdornment: <InputAdornment position="end">{t.cm}</InputAdornment> } }}
          help={t.range(L.heightCm.min, L.heightCm.max, t.cm)}
        />
        <FormTextField
          name="weight_kg"
          label={t.labels.weight_kg}
          type="number"
          slotProps={{ htmlInput: { min: L.weightKg.min, max: L.weightKg.max, step: 0.1, inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">{t.kg}</InputAdornment> } }}
          help={t.range(L.weightKg.min, L.weightKg.max, t.kg)}
        />
        <FormTextField name="birth_date" label={t.labels.birth_date} type="date" slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }} help={t.birthDateHelp} />
      </Stack>
    </>
  );
}

export const athleteForm: RoleForm<'athlete', AthleteValues, typeof athleteProfileText.en> = {
  text: athleteProfileText,
  defaults: (details) => ({
    goals: textOf(details.goals),
    level: textOf(details.level),
    height_cm: numberText(details.height_cm),
    weight_kg: numberText(details.weight_kg),
    birth_date: textOf(details.birth_date),
  }),
  request: (values) => ({
    goals: values.goals,
    level: (values.level || null) as ProfileCompletion<'athlete'>['level'],
    height_cm: numberOrNull(values.height_cm),
    weight_kg: numberOrNull(values.weight_kg),
    birth_date: values.birth_date || null,
  }),
  check: (body, t, messages) => checkAthleteProfile(body, new Date(), { messages, labels: t.labels }),
  Fields: AthleteFields,
};
