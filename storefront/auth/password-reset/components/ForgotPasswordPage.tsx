/** /forgot-password, /trainer/forgot-password and /admin/forgot: asks for the email, mails a reset link. */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { authCommonText } from '../../../../src/i18n/en/auth/common';
import { passwordResetText } from '../../../../src/i18n/en/auth/password-reset';
import { useText } from '../../../../src/i18n/text';
import { formErrors } from '../../common/api-errors';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { AUDIENCE_PATHS, PATH_ROLE_OF_AUDIENCE, type Audience } from '../../common/paths';
import { checkEmail } from '../../common/validation';
import { useForgotPassword } from '../api/forgot';

export default function ForgotPasswordPage({ audience }: { audience: Audience }) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const forgot = useForgotPassword(PATH_ROLE_OF_AUDIENCE[audience]);
  const shown = forgot.error ? formErrors(forgot.error, ['email'] as const) : null;
  const t = useText(passwordResetText).forgot;
  const common = useText(authCommonText);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setEmailError(problem);
    if (!problem) forgot.mutate(email.trim());
  };

  return (
    <AuthLayout
      title={t.title}
      subtitle={t.subtitle}
      footer={<PageLink to={AUDIENCE_PATHS[audience].login}>{common.backToSignIn}</PageLink>}
    >
      {forgot.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success">{forgot.data.message}</Alert>
          <Button variant="outlined" onClick={() => forgot.reset()}>
            {t.anotherEmail}
          </Button>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            {shown?.form && <Alert severity="error">{shown.form}</Alert>}
            <TextField
              label={common.email}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={!!(emailError ?? shown?.fields.email)}
              helperText={emailError ?? shown?.fields.email}
              autoComplete="email"
              autoFocus
              required
            />
            <Button type="submit" variant="contained" size="large" loading={forgot.isPending}>
              {t.submit}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthLayout>
  );
}
