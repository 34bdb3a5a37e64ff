/**
 * /login (athletes and trainers, with a role toggle) and /admin/login. Email, password and "Remember
 * me" (is_refresh: a refresh token keeps the session going); a two-factor step when the account asks
 * for one; then the session is stored and the user goes to `redirect_uri` (same site) or their home.
 */
import { API_MESSAGES } from '../../../../src/config/messages';
import { authCommonText } from '../../../../src/i18n/en/auth/common';
import { loginText } from '../../../../src/i18n/en/auth/login';
import { useText } from '../../../../src/i18n/text';
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
import { isTwoFactorChallenge, useLogin, type TwoFactorChallenge } from '../../common/login/api/login';
import { useCompleteSignIn } from '../../common/login/hooks/use-complete-sign-in';
import { TwoFactorStep } from '../../common/login/components/TwoFactorStep';

type Field = 'email' | 'password';

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
  const t = useText(loginText);
  const common = useText(authCommonText);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = compact({ email: checkEmail(email), password: checkRequired(password, common.checks.passwordRequired) });
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
      <AuthLayout title={t.twoFactor.title} subtitle={email}>
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

  return (
    <AuthLayout
      title={variant === 'admin' ? t.adminTitle : t.title}
      subtitle={variant === 'admin' ? t.adminSubtitle : t.subtitle}
      footer={
        variant === 'admin' ? (
          <>
            <PageLink to={AUTH_PATHS.adminSignup}>{t.adminSignup}</PageLink>
            <PageLink to={AUTH_PATHS.login}>{t.memberSignIn}</PageLink>
          </>
        ) : (
          <>
            <Typography variant="body2">
              {t.newHere} <PageLink to={AUTH_PATHS.athleteSignup}>{t.joinAsAthlete}</PageLink> {t.or}{' '}
              <PageLink to={AUTH_PATHS.trainerSignup}>{t.asTrainer}</PageLink>
            </Typography>
            <PageLink to={AUTH_PATHS.adminLogin}>{t.adminSignIn}</PageLink>
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
              aria-label={common.signInAs}
            >
              <ToggleButton value="athlete">{common.audiences.athlete}</ToggleButton>
              <ToggleButton value="trainer">{common.audiences.trainer}</ToggleButton>
            </ToggleButtonGroup>
          )}
          {formError && (
            <Alert
              severity="error"
              action={
                formError === API_MESSAGES.pendingVerification && email ? (
                  <Button color="inherit" size="small" component={RouterLink} to={withQuery(AUTH_PATHS.verificationSent, { email: email.trim() })}>
                    {t.sendAgain}
                  </Button>
                ) : undefined
              }
            >
              {formError}
            </Alert>
          )}
          <TextField
            label={common.email}
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
            label={common.password}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!errors.password}
            helperText={errors.password}
            autoComplete="current-password"
            autoFocus={!!email}
            required
          />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <FormControlLabel control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />} label={t.remember} />
            <Link component={RouterLink} to={paths.forgot} variant="body2">
              {t.forgot}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" loading={login.isPending}>
            {t.submit}
          </Button>
          <Divider>{t.or}</Divider>
          <Button component={RouterLink} to={paths.magic} variant="outlined">
            {t.magicLink}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
