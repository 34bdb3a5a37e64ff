/**
 * Change the sign-in email: the new address and the current password. The server refuses an address another
 * account uses (409) and a wrong password (422), and mails the old address that it changed.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { authCommonText } from '../../../../../src/i18n/en/auth/common';
import { securityText } from '../../../../../src/i18n/en/auth/security';
import { useText } from '../../../../../src/i18n/text';
import { formErrors } from '../../api-errors';
import { PasswordField } from '../../components/PasswordField';
import { checkEmail, checkRequired, compact, hasErrors, type FieldErrors } from '../../validation';
import { useUpdateEmail } from '../api/update-email';

type Field = 'email' | 'password';

export function ChangeEmailSection({ current }: { current?: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateEmail();
  const t = useText(securityText).email;
  const common = useText(authCommonText);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({
      email:
        checkEmail(email) ??
        (current && email.trim().toLowerCase() === current.toLowerCase() ? t.same : undefined),
      password: checkRequired(password, common.checks.currentPasswordRequired),
    });
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) return;
    update.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => {
          setEmail('');
          setPassword('');
        },
        onError: (error) => {
          const shown = formErrors(error, ['email', 'password'] as const, {
            labels: { email: t.new, password: t.currentPassword },
            conflictField: 'email',
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
        <TextField
          label={t.new}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={!!errors.email}
          helperText={errors.email ?? (current ? t.now(current) : undefined)}
          autoComplete="email"
          size="small"
        />
        <PasswordField
          label={t.currentPassword}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!errors.password}
          helperText={errors.password}
          autoComplete="current-password"
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
