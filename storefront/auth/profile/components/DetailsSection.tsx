/**
 * "Your details" on every role's profile page: the first and last name, checked as the server checks them (not blank,
 * at most 100 characters) and saved with lambda `profile`; the header's name follows at once. The server's refusals
 * show at their field, or above the form.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { showToast } from '../../../../src/ui/toasts';
import { authCommonText } from '../../../../src/i18n/en/auth/common';
import { profileText } from '../../../../src/i18n/en/auth/profile';
import { useText } from '../../../../src/i18n/text';
import { formErrors } from '../../common/api-errors';
import { checkName, compact, hasErrors, type FieldErrors } from '../../common/validation';
import type { Profile } from '../../common/profile/api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

type Field = 'first_name' | 'last_name';
const FIELDS: readonly Field[] = ['first_name', 'last_name'];

export function DetailsSection({ profile }: { profile: Profile }) {
  const t = useText(profileText).details;
  const common = useText(authCommonText);
  const update = useUpdateProfile();
  const [values, setValues] = useState<Record<Field, string>>({ first_name: profile.first_name, last_name: profile.last_name });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const labels: Record<Field, string> = { first_name: common.firstName, last_name: common.lastName };
  const unchanged = values.first_name.trim() === profile.first_name && values.last_name.trim() === profile.last_name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({ first_name: checkName(values.first_name, 'first'), last_name: checkName(values.last_name, 'last') });
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) return;
    update.mutate(
      { first_name: values.first_name.trim(), last_name: values.last_name.trim() },
      {
        onSuccess: (saved) => showToast(saved ? { type: 'success', message: t.saved } : { type: 'info', message: t.queued }),
        onError: (error) => {
          const shown = formErrors(error, FIELDS, { labels });
          setErrors(shown.fields);
          setFormError(shown.form);
        },
      },
    );
  };

  const field = (name: Field, autoComplete: string) => (
    <TextField
      name={name}
      label={labels[name]}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={!!errors[name]}
      helperText={errors[name]}
      autoComplete={autoComplete}
      required
      fullWidth
      size="small"
    />
  );

  return (
    <Card variant="outlined" component="section" aria-labelledby="profile-details" sx={{ mb: 3 }} data-testid="details-section">
      <CardContent>
        <Typography id="profile-details" variant="h6" component="h2" gutterBottom>
          {t.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t.intro}
        </Typography>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('first_name', 'given-name')}
              {field('last_name', 'family-name')}
            </Stack>
            <Box>
              <Button type="submit" variant="contained" loading={update.isPending} disabled={unchanged && !update.isPending}>
                {t.save}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
