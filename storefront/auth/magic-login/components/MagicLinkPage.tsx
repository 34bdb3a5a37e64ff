/**
 * /magic-login (email and role) and /magic-login/:role (the role fixed): mails a one-time sign-in
 * link that opens /magic-login/verify.
 */
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Alert, Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { formErrors } from '../../common/api-errors';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { AUDIENCE_LABEL, AUDIENCE_PATHS, audienceOf, PATH_ROLE_OF_AUDIENCE, type Audience } from '../../common/paths';
import { checkEmail } from '../../common/validation';
import { useGenerateMagicLink } from '../api/generate-magic-link';

const AUDIENCES: readonly Audience[] = ['athlete', 'trainer', 'admin'];

export default function MagicLinkPage() {
  const { role } = useParams();
  const fixed = role === undefined ? null : audienceOf(role);
  const [audience, setAudience] = useState<Audience>(fixed ?? 'athlete');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const generate = useGenerateMagicLink();
  const shown = generate.error ? formErrors(generate.error, ['email'] as const) : null;

  if (role !== undefined && !fixed) {
    return (
      <AuthLayout title="Sign in with a link">
        <Alert severity="error">There is no &ldquo;{role}&rdquo; sign-in. Choose athlete, trainer or admin.</Alert>
        <Box sx={{ mt: 2 }}>
          <PageLink to="/magic-login">Get a sign-in link</PageLink>
        </Box>
      </AuthLayout>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkEmail(email);
    setEmailError(problem);
    if (!problem) generate.mutate({ pathRole: PATH_ROLE_OF_AUDIENCE[audience], email: email.trim() });
  };

  return (
    <AuthLayout
      title={fixed ? `${AUDIENCE_LABEL[fixed]} sign in with a link` : 'Sign in with a link'}
      subtitle="No password needed: we mail you a link that signs you in. It works once, for 10 minutes."
      footer={<PageLink to={AUDIENCE_PATHS[audience].login}>Sign in with a password instead</PageLink>}
    >
      {generate.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success">{generate.data.message}</Alert>
          <Typography variant="body2" color="text.secondary">
            Open the link on this device to sign in here.
          </Typography>
          <Button variant="outlined" onClick={() => generate.reset()}>
            Send another link
          </Button>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            {!fixed && (
              <ToggleButtonGroup
                exclusive
                fullWidth
                color="primary"
                size="small"
                value={audience}
                onChange={(_, next: Audience | null) => next && setAudience(next)}
                aria-label="Sign in as"
              >
                {AUDIENCES.map((a) => (
                  <ToggleButton key={a} value={a}>
                    {AUDIENCE_LABEL[a]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
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
            <Button type="submit" variant="contained" size="large" loading={generate.isPending}>
              Email me a sign-in link
            </Button>
          </Stack>
        </Box>
      )}
    </AuthLayout>
  );
}
