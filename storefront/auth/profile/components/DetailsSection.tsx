/**
 * "Your details" on every role's profile page: the first and last name, checked as the server checks them (not blank,
 * at most 100 characters) and saved with lambda `profile`; the header's name follows at once. The server's refusals
 * show at their field, or above the form.
 */
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { showToast } from '../../../../src/ui/toasts';
import { commonText } from '../../../../src/ui/i18n/en';
import { profileText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { AUTH_FORM, fieldProps, showServerErrors } from '../../common/form';
import { checkName } from '../../common/validation';
import type { Profile } from '../../common/profile/api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

type Field = 'first_name' | 'last_name';
const FIELDS: readonly Field[] = ['first_name', 'last_name'];

export function DetailsSection({ profile }: { profile: Profile }) {
  const t = useText(profileText).details;
  const update = useUpdateProfile();
  const { control, handleSubmit, setError, formState } = useForm<Record<Field, string>>({
    ...AUTH_FORM,
    defaultValues: { first_name: profile.first_name, last_name: profile.last_name },
  });
  const [firstName, lastName] = useWatch({ control, name: FIELDS });
  const formError = formState.errors.root?.server?.message ?? null;
  const names = useText(commonText);
  const labels: Record<Field, string> = { first_name: names.firstName, last_name: names.lastName };
  const unchanged = firstName.trim() === profile.first_name && lastName.trim() === profile.last_name;

  const submit = handleSubmit(async (values) => {
    let saved;
    try {
      saved = await update.mutateAsync({ first_name: values.first_name.trim(), last_name: values.last_name.trim() });
    } catch (error) {
      showServerErrors(setError, error, FIELDS, { labels });
      return;
    }
    showToast(saved ? { type: 'success', message: t.saved } : { type: 'info', message: t.queued });
  });

  const field = (name: Field, autoComplete: string) => (
    <Controller
      control={control}
      name={name}
      rules={{ validate: (value) => checkName(value, name === 'first_name' ? 'first' : 'last') }}
      render={(props) => <TextField name={name} label={labels[name]} {...fieldProps(props)} autoComplete={autoComplete} required fullWidth size="small" />}
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
              <Button type="submit" variant="contained" loading={formState.isSubmitting} disabled={unchanged && !formState.isSubmitting}>
                {t.save}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
