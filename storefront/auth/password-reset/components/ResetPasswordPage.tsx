/**
 * /change-password, /trainer/change-password and /admin/reset: the page of the mailed reset link
 * (?token=..&code=..). A new password, typed twice, then a link to the right sign-in page.
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, Stack } from '@mui/material';
import { authCommonText } from '../../../../src/i18n/en/auth/common';
import { passwordResetText } from '../../../../src/i18n/en/auth/password-reset';
import { useText } from '../../../../src/i18n/text';
import { formErrors } from '../../common/api-errors';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { PasswordField } from '../../common/components/PasswordField';
import { AUDIENCE_PATHS, PATH_ROLE_OF_AUDIENCE, type Audience } from '../../common/paths';
import { checkConfirmation, checkNewPassword, compact, hasErrors, PASSWORD_MIN_LENGTH, type FieldErrors } from '../../common/validation';
import { useResetPassword } from '../api/reset';

type Field = 'password' | 'confirmation';

export default function ResetPasswordPage({ audience }: { audience: Audience }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const code = params.get('code');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const reset = useResetPassword(PATH_ROLE_OF_AUDIENCE[audience]);
  const paths = AUDIENCE_PATHS[audience];
  const t = useText(passwordResetText).reset;
  const common = useText(authCommonText);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({ password: checkNewPassword(password), confirmation: checkConfirmation(password, confirmation) });
    setErrors(found);
    setFormError(null);
    if (hasErrors(found) || !token || !code) return;
    reset.mutate(
      { token, code, password },
      {
        onError: (error) => {
          const shown = formErrors(error, ['password'] as const);
          setErrors(shown.fields);
          setFormError(shown.form);
        },
      },
    );
  };

  if (!token || !code) {
    return (
      <AuthLayout title={t.title}>
        <Stack spacing={2}>
          <Alert severity="error">{t.incomplete}</Alert>
          <Button component={RouterLink} to={paths.forgot} variant="outlined">
            {common.askNewLink}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout title={t.changed}>
        <Stack spacing={2}>
          <Alert severity="success">{reset.data.message}</Alert>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            {common.signIn}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t.title} footer={<PageLink to={paths.login}>{common.backToSignIn}</PageLink>}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {formError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" component={RouterLink} to={paths.forgot}>
                  {t.newLink}
                </Button>
              }
            >
              {formError}
            </Alert>
          )}
          <PasswordField
            label={t.newPassword}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!errors.password}
            helperText={errors.password ?? common.passwordRule(PASSWORD_MIN_LENGTH)}
            autoComplete="new-password"
            autoFocus
            required
          />
          <PasswordField
            label={t.confirm}
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            error={!!errors.confirmation}
            helperText={errors.confirmation}
            autoComplete="new-password"
            required
          />
          <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
            {t.submit}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
