/** Change the password: the current one, then the new one. The other sessions are signed out by the server. */
import { Controller, useForm } from 'react-hook-form';
import { Alert, Box, Button, Stack } from '@mui/material';
import { authCommonText } from '../../i18n/en';
import { securityText } from '../i18n/en';
import { useText } from '../../../../../src/i18n/text';
import { PasswordField } from '../../components/PasswordField';
import { AUTH_FORM, fieldProps, showServerErrors } from '../../form';
import { checkNewPassword, checkRequired, PASSWORD_MIN_LENGTH } from '../../validation';
import { useUpdatePassword } from '../api/update-password';

const FIELDS = ['current_password', 'password'] as const;

export function ChangePasswordSection() {
  const { control, handleSubmit, setError, setValue, formState } = useForm({ ...AUTH_FORM, defaultValues: { current_password: '', password: '' } });
  const formError = formState.errors.root?.server?.message ?? null;
  const update = useUpdatePassword();
  const t = useText(securityText).password;
  const common = useText(authCommonText);

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
    } catch (error) {
      showServerErrors(setError, error, FIELDS, { labels: { current_password: t.current, password: t.new } });
      return;
    }
    setValue('current_password', '');
    setValue('password', '');
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        {update.isSuccess && <Alert severity="success">{update.data.message}</Alert>}
        {formError && <Alert severity="error">{formError}</Alert>}
        <Controller
          control={control}
          name="current_password"
          rules={{ validate: (value) => checkRequired(value, common.checks.currentPasswordRequired) }}
          render={(props) => <PasswordField label={t.current} {...fieldProps(props)} autoComplete="current-password" size="small" />}
        />
        <Controller
          control={control}
          name="password"
          rules={{ validate: (value, values) => checkNewPassword(value) ?? (value === values.current_password ? t.different : undefined) }}
          render={(props) => (
            <PasswordField label={t.new} {...fieldProps(props, common.passwordRule(PASSWORD_MIN_LENGTH))} autoComplete="new-password" size="small" />
          )}
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
