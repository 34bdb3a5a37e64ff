/** Change the password: the current one, then the new one. The other sessions are signed out by the server. */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { authCommonText } from '../../../../../src/i18n/en/auth/common';
import { securityText } from '../../../../../src/i18n/en/auth/security';
import { useText } from '../../../../../src/i18n/text';
import { formErrors } from '../../api-errors';
import { PasswordField } from '../../components/PasswordField';
import { checkNewPassword, checkRequired, compact, hasErrors, PASSWORD_MIN_LENGTH, type FieldErrors } from '../../validation';
import { useUpdatePassword } from '../api/update-password';

type Field = 'current_password' | 'password';

export function ChangePasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdatePassword();
  const t = useText(securityText).password;
  const common = useText(authCommonText);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({
      current_password: checkRequired(current, common.checks.currentPasswordRequired),
      password: checkNewPassword(next) ?? (next === current ? t.different : undefined),
    });
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) return;
    update.mutate(
      { current_password: current, password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
        },
        onError: (error) => {
          const shown = formErrors(error, ['current_password', 'password'] as const, {
            labels: { current_password: t.current, password: t.new },
          });
          setErrors(shown.fields);
          setFormError(shown.form);
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        {update.isSuccess && <Alert severity="success">{update.data.message}</Alert>}
        {formError && <Alert severity="error">{formError}</Alert>}
        <PasswordField
          label={t.current}
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={!!errors.current_password}
          helperText={errors.current_password}
          autoComplete="current-password"
          size="small"
        />
        <PasswordField
          label={t.new}
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={!!errors.password}
          helperText={errors.password ?? common.passwordRule(PASSWORD_MIN_LENGTH)}
          autoComplete="new-password"
          size="small"
        />
        <Box>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t.submit}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
