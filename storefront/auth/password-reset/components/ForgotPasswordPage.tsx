/** /forgot-password, /trainer/forgot-password and /admin/forgot: asks for the email, mails a reset link. */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setEmailError(problem);
    if (!problem) forgot.mutate(email.trim());
  };

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will mail you a link to choose a new password."
      footer={<PageLink to={AUDIENCE_PATHS[audience].login}>Back to sign in</PageLink>}
    >
      {forgot.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success">{forgot.data.message}</Alert>
          <Button variant="outlined" onClick={() => forgot.reset()}>
            Use another email
          </Button>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            {shown?.form && <Alert severity="error">{shown.form}</Alert>}
            <TextField
              label="Email"
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
              Send the reset link
            </Button>
          </Stack>
        </Box>
      )}
    </AuthLayout>
  );
}
