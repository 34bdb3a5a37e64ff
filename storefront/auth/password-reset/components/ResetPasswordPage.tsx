/**
 * /change-password, /trainer/change-password and /admin/reset: the page of the mailed reset link
 * (?token=..&code=..). A new password, typed twice, then a link to the right sign-in page.
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button, Stack } from '@mui/material';
import { formErrors } from '../../common/api-errors';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { PasswordField } from '../../common/components/PasswordField';
import { AUDIENCE_PATHS, PATH_ROLE_OF_AUDIENCE, type Audience } from '../../common/paths';
import { checkConfirmation, checkNewPassword, compact, hasErrors, PASSWORD_RULE, type FieldErrors } from '../../common/validation';
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
      <AuthLayout title="Choose a new password">
        <Stack spacing={2}>
          <Alert severity="error">This link is not complete. Open the link from the reset mail again, or ask for a new one.</Alert>
          <Button component={RouterLink} to={paths.forgot} variant="outlined">
            Ask for a new link
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout title="Password changed">
        <Stack spacing={2}>
          <Alert severity="success">{reset.data.message}</Alert>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            Sign in
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" footer={<PageLink to={paths.login}>Back to sign in</PageLink>}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {formError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" component={RouterLink} to={paths.forgot}>
                  New link
                </Button>
              }
            >
              {formError}
            </Alert>
          )}
          <PasswordField
            label="New password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!errors.password}
            helperText={errors.password ?? PASSWORD_RULE}
            autoComplete="new-password"
            autoFocus
            required
          />
          <PasswordField
            label="Confirm new password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            error={!!errors.confirmation}
            helperText={errors.confirmation}
            autoComplete="new-password"
            required
          />
          <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
            Change password
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
