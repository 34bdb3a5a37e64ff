/**
 * /login (athletes and trainers, with a role toggle) and /admin/login. Email, password and "Remember
 * me" (is_refresh: a refresh token keeps the session going); a two-factor step when the account asks
 * for one; then the session is stored and the user goes to `redirect_uri` (same site) or their home.
 */
import { API_MESSAGES } from '../../../../src/config/messages';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Divider,
  FormControlLabel,
  Link,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { formErrors } from '../../common/api-errors';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { PasswordField } from '../../common/components/PasswordField';
import { AUDIENCE_PATHS, AUTH_PATHS, PATH_ROLE_OF_AUDIENCE, withQuery, type Audience } from '../../common/paths';
import { checkEmail, checkRequired, compact, hasErrors, type FieldErrors } from '../../common/validation';
import { isTwoFactorChallenge, useLogin, type TwoFactorChallenge } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { TwoFactorStep } from './TwoFactorStep';

type Field = 'email' | 'password';

/** The server's answer to a sign-in of an account whose address is not confirmed yet. */


export default function LoginPage({ variant = 'member' }: { variant?: 'member' | 'admin' }) {
  const [params] = useSearchParams();
  const redirectUri = params.get('redirect_uri');
  const [audience, setAudience] = useState<Audience>(
    variant === 'admin' ? 'admin' : params.get('role') === 'trainer' ? 'trainer' : 'athlete',
  );
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const login = useLogin();
  const complete = useCompleteSignIn();
  const pathRole = PATH_ROLE_OF_AUDIENCE[audience];
  const paths = AUDIENCE_PATHS[audience];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({ email: checkEmail(email), password: checkRequired(password, 'your password') });
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) return;
    login.mutate(
      { pathRole, body: { email: email.trim(), password, is_refresh: remember } },
      {
        onSuccess: (result) => {
          if (isTwoFactorChallenge(result)) setChallenge(result);
          else complete(result, redirectUri);
        },
        onError: (error) => {
          const shown = formErrors(error, ['email', 'password'] as const);
          setErrors(shown.fields);
          setFormError(shown.form);
        },
      },
    );
  };

  if (challenge) {
    return (
      <AuthLayout title="Two-step verification" subtitle={email}>
        <TwoFactorStep
          challenge={challenge}
          pathRole={pathRole}
          onSignedIn={(payload) => complete(payload, redirectUri)}
          onRestart={() => {
            setChallenge(null);
            setPassword('');
          }}
        />
      </AuthLayout>
    );
  }

  const title = variant === 'admin' ? 'Admin sign in' : 'Sign in';
  return (
    <AuthLayout
      title={title}
      subtitle={variant === 'admin' ? 'For the people who run Sportlink.' : 'Welcome back. Train, coach and track your progress.'}
      footer={
        variant === 'admin' ? (
          <>
            <PageLink to={AUTH_PATHS.adminSignup}>Have an invitation? Create an admin account</PageLink>
            <PageLink to={AUTH_PATHS.login}>Athlete or trainer? Sign in here</PageLink>
          </>
        ) : (
          <>
            <Typography variant="body2">
              New to Sportlink? <PageLink to={AUTH_PATHS.athleteSignup}>Join as an athlete</PageLink> or{' '}
              <PageLink to={AUTH_PATHS.trainerSignup}>as a trainer</PageLink>
            </Typography>
            <PageLink to={AUTH_PATHS.adminLogin}>Admin sign in</PageLink>
          </>
        )
      }
    >
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {variant === 'member' && (
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              size="small"
              value={audience}
              onChange={(_, next: Audience | null) => next && setAudience(next)}
              aria-label="Sign in as"
            >
              <ToggleButton value="athlete">Athlete</ToggleButton>
              <ToggleButton value="trainer">Trainer</ToggleButton>
            </ToggleButtonGroup>
          )}
          {formError && (
            <Alert
              severity="error"
              action={
                formError === API_MESSAGES.pendingVerification && email ? (
                  <Button color="inherit" size="small" component={RouterLink} to={withQuery(AUTH_PATHS.verificationSent, { email: email.trim() })}>
                    Send it again
                  </Button>
                ) : undefined
              }
            >
              {formError}
            </Alert>
          )}
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!!errors.email}
            helperText={errors.email}
            autoComplete="username"
            autoFocus={!email}
            required
          />
          <PasswordField
            label="Password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!errors.password}
            helperText={errors.password}
            autoComplete="current-password"
            autoFocus={!!email}
            required
          />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <FormControlLabel control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />} label="Remember me" />
            <Link component={RouterLink} to={paths.forgot} variant="body2">
              Forgot password?
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" loading={login.isPending}>
            Sign in
          </Button>
          <Divider>or</Divider>
          <Button component={RouterLink} to={paths.magic} variant="outlined">
            Email me a sign-in link
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
