/**
 * The trainer's part of the profile-completion form: headline, bio, specialties, certifications, years of experience,
 * checked with checkTrainerProfile. The photo, the names and the rest are the one form's (ProfileCompletionForm.tsx).
 */
import { Controller } from 'react-hook-form';
import { Divider, Typography } from '@mui/material';
import { PROFILE_LIMITS as L } from '../../../src/config/constants';
import { checkTrainerProfile, joinSpecialties, splitSpecialties } from '../../../src/domain/profile-completion';
import { useText } from '../../../src/i18n/text';
import { numberOrNull, numberText, textOf, type RoleForm } from './form';
import { FormTextField } from './FormTextField';
import { trainerProfileText } from './i18n/en';
import { SpecialtiesField } from './SpecialtiesField';

/** The trainer's fields as typed (specialties as their chips, years as their text). */
export type TrainerValues = {
  headline: string;
  bio: string;
  specialties: string[];
  certifications: string;
  years_experience: string;
};

function TrainerFields() {
  const t = useText(trainerProfileText);
  return (
    <>
      <Typography variant="h6" component="h2">
        {t.aboutYou}
      </Typography>
      <FormTextField name="headline" label={t.labels.headline} fullWidth help={t.headlineHelp} />
      <FormTextField name="bio" label={t.labels.bio} fullWidth required multiline minRows={4} help={(bio) => t.bioHelp(bio.trim().length, L.bioMax)} />
      <Controller
        name="specialties"
        render={({ field, fieldState: { error } }) => (
          <SpecialtiesField value={field.value} onChange={field.onChange} error={error?.message} helperText={t.specialtiesHelp} label={t.labels.specialties} placeholder={t.specialtiesPlaceholder} />
        )}
      />
      <Divider />
      <Typography variant="h6" component="h2">
        {t.experience}
      </Typography>
      <FormTextField name="certifications" label={t.labels.certifications} fullWidth multiline minRows={2} help={t.certificationsHelp} />
      <FormTextField
        name="years_experience"
        label={t.labels.years_experience}
        fullWidth
        type="number"
        sx={{ maxWidth: 260 }}
        slotProps={{ htmlInput: { min: L.yearsExperience.min, max: L.yearsExperience.max, step: 1, inputMode: 'numeric' } }}
        help={t.yearsHelp}
      />
    </>
  );
}

export const trainerForm: RoleForm<'trainer', TrainerValues, typeof trainerProfileText.en> = {
  text: trainerProfileText,
  defaults: (details) => ({
    headline: textOf(details.headline),
    bio: textOf(details.bio),
    specialties: splitSpecialties(details.specialties),
    certifications: textOf(details.certifications),
    years_experience: numberText(details.years_experience),
  }),
  request: (values) => ({
    headline: values.headline,
    bio: values.bio,
    specialties: joinSpecialties(values.specialties),
    certifications: values.certifications,
    years_experience: numberOrNull(values.years_experience),
  }),
  check: (body, t, messages) => checkTrainerProfile(body, { messages, labels: t.labels, specialty: t.specialty }),
  Fields: TrainerFields,
};
