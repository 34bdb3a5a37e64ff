/**
 * Change the sign-in email: the new address and the current password. The server refuses an address another
 * account uses (409) and a wrong password (422), and mails the old address that it changed.
 */
import { Controller, useForm } from 'react-hook-form';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { authCommonText } from '../../i18n/en';
import { securityText } from '../i18n/en';
import { useText } from '../../../../../src/i18n/text';
import { PasswordField } from '../../components/PasswordField';
import { AUTH_FORM, fieldProps, showServerErrors } from '../../form';
import { checkEmail, checkRequired } from '../../validation';
import { useUpdateEmail } from '../api/update-email';

const FIELDS = ['email', 'password'] as const;

export function ChangeEmailSection({ current }: { current?: string }) {
  const { control, handleSubmit, setError, setValue, formState } = useForm({ ...AUTH_FORM, defaultValues: { email: '', password: '' } });
  const formError = formState.errors.root?.server?.message ?? null;
  const update = useUpdateEmail();
  const t = useText(securityText).email;
  const common = useText(authCommonText);

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      await update.mutateAsync({ email: email.trim(), password });
    } catch (error) {
      showServerErrors(setError, error, FIELDS, { labels: { email: t.new, password: t.currentPassword }, conflictField: 'email' });
      return;
    }
    setValue('email', '');
    setValue('password', '');
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        {update.isSuccess && <Alert severity="success">{update.data.message}</Alert>}
        {formError && <Alert severity="error">{formError}</Alert>}
        <Controller
          control={control}
          name="email"
          rules={{
            validate: (value) =>
              checkEmail(value) ?? (current && value.trim().toLowerCase() === current.toLowerCase() ? t.same : undefined),
          }}
          render={(props) => (
            <TextField label={t.new} type="email" {...fieldProps(props, current ? t.now(current) : undefined)} autoComplete="email" size="small" />
          )}
        />
        <Controller
          control={control}
          name="password"
          rules={{ validate: (value) => checkRequired(value, common.checks.currentPasswordRequired) }}
          render={(props) => <PasswordField label={t.currentPassword} {...fieldProps(props)} autoComplete="current-password" size="small" />}
        />
        <Box>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t.submit}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
