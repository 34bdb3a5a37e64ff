/**
 * The trainer's profile form: photo, headline, bio, specialties, certifications, years of experience.
 * Checked with the server's own rules (src/domain/profile-completion.ts) before sending, and again as
 * you type once you have tried to send; the server's verdict shows at the fields.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { NameField, NameInput } from '../../../../src/domain/profile-completion';
import { useNavigate } from 'react-router';
import { Alert, Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { showToast } from '../../../../src/ui/toasts';
import { PROFILE_COMPLETION_HOME, PROFILE_LIMITS as L } from '../../../../src/config/constants';
import { checkTrainerProfile, joinSpecialties, splitSpecialties, type TrainerProfileField } from '../../../../src/domain/profile-completion';
import { profileRulesText, trainerProfileText } from '../../../../src/i18n/en/trainer/profile';
import { textOf as wordsOf, useText } from '../../../../src/i18n/text';
import { numberOrNull, numberText, shownErrors, textOf } from '../../../shared/profile-completion/form';
import { NameFields, useProfileNames } from '../../../shared/profile-completion/NameFields';
import { PhotoField } from '../../../shared/profile-completion/PhotoField';
import { useCompleteProfile, useUploadProfilePhoto, type ProfileCompletion, type ProfileDetails } from '../../../shared/profile-completion/api';
import { SpecialtiesField } from './SpecialtiesField';

type Field = TrainerProfileField | 'photo' | NameField;

interface Values {
  photo: string | null;
  headline: string;
  bio: string;
  specialties: string[];
  certifications: string;
  years_experience: string;
}

export interface TrainerProfileFormProps {
  pending: boolean;
  photo: string | null;
  details: ProfileDetails<'trainer'>;
  /** The account's names now (the form asks for them while it has none). */
  names: NameInput;
}

/** The request; the photo only when it changed (an untouched one is left as it is). */
function toRequest(v: Values, initialPhoto: string | null): ProfileCompletion<'trainer'> {
  return {
    ...(v.photo !== initialPhoto ? { photo: v.photo } : {}),
    headline: v.headline,
    bio: v.bio,
    specialties: joinSpecialties(v.specialties),
    certifications: v.certifications,
    years_experience: numberOrNull(v.years_experience),
  };
}

export function TrainerProfileForm({ pending, photo, details, names: storedNames }: TrainerProfileFormProps) {
  const names = useProfileNames(storedNames);
  const navigate = useNavigate();
  const complete = useCompleteProfile('trainer');
  const upload = useUploadProfilePhoto('trainer');
  const [values, setValues] = useState<Values>({
    photo,
    headline: textOf(details.headline),
    bio: textOf(details.bio),
    specialties: splitSpecialties(details.specialties),
    certifications: textOf(details.certifications),
    years_experience: numberText(details.years_experience),
  });
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const t = useText(trainerProfileText);
  const rules = useText(profileRulesText);
  const LABELS: Record<Field, string> = { ...t.labels, ...names.labels };
  const check = (body: ProfileCompletion<'trainer'>) => ({ ...checkTrainerProfile(body, { messages: rules, labels: t.labels, specialty: t.specialty }), ...names.check(rules) });

  const ruleErrors = tried ? check(toRequest(values, photo)) : {};
  const errors: Partial<Record<Field, string>> = { ...serverErrors, ...ruleErrors };

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServerErrors((e) => ({ ...e, [name]: undefined }));
  };
  const text = (name: 'headline' | 'bio' | 'certifications' | 'years_experience') => ({
    name,
    label: LABELS[name],
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(name, e.target.value),
    error: !!errors[name],
    fullWidth: true,
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
        void navigate(PROFILE_COMPLETION_HOME.trainer, { replace: true });
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
          {t.aboutYou}
        </Typography>
        <TextField {...text('headline')} helperText={errors.headline ?? t.headlineHelp} />
        <TextField {...text('bio')} required multiline minRows={4} helperText={errors.bio ?? t.bioHelp(values.bio.trim().length, L.bioMax)} />
        <SpecialtiesField value={values.specialties} onChange={(list) => set('specialties', list)} error={errors.specialties} helperText={t.specialtiesHelp} label={t.labels.specialties} placeholder={t.specialtiesPlaceholder} />
        <Divider />
        <Typography variant="h6" component="h2">
          {t.experience}
        </Typography>
        <TextField {...text('certifications')} multiline minRows={2} helperText={errors.certifications ?? t.certificationsHelp} />
        <TextField
          {...text('years_experience')}
          type="number"
          sx={{ maxWidth: 260 }}
          slotProps={{ htmlInput: { min: L.yearsExperience.min, max: L.yearsExperience.max, step: 1, inputMode: 'numeric' } }}
          helperText={errors.years_experience ?? t.yearsHelp}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large" loading={complete.isPending} disabled={upload.isPending}>
            {pending ? t.complete : t.save}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
