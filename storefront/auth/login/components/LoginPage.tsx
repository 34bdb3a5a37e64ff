/**
 * /login (athletes and trainers, with a role toggle) and /admin/login. Email, password and "Remember
 * me" (is_refresh: a refresh token keeps the session going); a two-factor step when the account asks
 * for one; then the session is stored and the user goes to `redirect_uri` (same site) or their home.
 */
import { API_MESSAGES } from '../../../../src/config/messages';
import { authCommonText } from '../../common/i18n/en';
import { loginText } from '../../common/login/i18n/en';
import { useText } from '../../../../src/i18n/text';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
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
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { PasswordField } from '../../common/components/PasswordField';
import { AUDIENCE_PATHS, AUTH_PATHS, PATH_ROLE_OF_AUDIENCE, withQuery, type Audience } from '../../common/paths';
import { AUTH_FORM, fieldProps, showServerErrors } from '../../common/form';
import { checkEmail, checkRequired } from '../../common/validation';
import { isTwoFactorChallenge, useLogin, type TwoFactorChallenge } from '../../common/login/api/login';
import { useCompleteSignIn } from '../../common/login/hooks/use-complete-sign-in';
import { TwoFactorStep } from '../../common/login/components/TwoFactorStep';

interface Values {
  email: string;
  password: string;
  remember: boolean;
}
const FIELDS = ['email', 'password'] as const;

export default function LoginPage({ variant = 'member' }: { variant?: 'member' | 'admin' }) {
  const [params] = useSearchParams();
  const redirectUri = params.get('redirect_uri');
  const [audience, setAudience] = useState<Audience>(
    variant === 'admin' ? 'admin' : params.get('role') === 'trainer' ? 'trainer' : 'athlete',
  );
  const { control, handleSubmit, setError, setValue, formState } = useForm<Values>({
    ...AUTH_FORM,
    defaultValues: { email: params.get('email') ?? '', password: '', remember: false },
  });
  const email = useWatch({ control, name: 'email' });
  const formError = formState.errors.root?.server?.message ?? null;
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const login = useLogin();
  const complete = useCompleteSignIn();
  const pathRole = PATH_ROLE_OF_AUDIENCE[audience];
  const paths = AUDIENCE_PATHS[audience];
  const t = useText(loginText);
  const common = useText(authCommonText);

  const submit = handleSubmit(async (values) => {
    let result;
    try {
      result = await login.mutateAsync({ pathRole, body: { email: values.email.trim(), password: values.password, is_refresh: values.remember } });
    } catch (error) {
      showServerErrors(setError, error, FIELDS);
      return;
    }
    if (isTwoFactorChallenge(result)) setChallenge(result);
    else complete(result, redirectUri);
  });

  if (challenge) {
    return (
      <AuthLayout title={t.twoFactor.title} subtitle={email}>
        <TwoFactorStep
          challenge={challenge}
          pathRole={pathRole}
          onSignedIn={(payload) => complete(payload, redirectUri)}
          onRestart={() => {
            setChallenge(null);
            setValue('password', '');
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
          <Controller
            control={control}
            name="email"
            rules={{ validate: checkEmail }}
            render={(props) => <TextField label={common.email} type="email" {...fieldProps(props)} autoComplete="username" autoFocus={!email} required />}
          />
          <Controller
            control={control}
            name="password"
            rules={{ validate: (value) => checkRequired(value, common.checks.passwordRequired) }}
            render={(props) => (
              <PasswordField label={common.password} {...fieldProps(props)} autoComplete="current-password" autoFocus={!!email} required />
            )}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Controller
              control={control}
              name="remember"
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} inputRef={field.ref} />}
                  label={t.remember}
                />
              )}
            />
            <Link component={RouterLink} to={paths.forgot} variant="body2">
              {t.forgot}
            </Link>
          </Box>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
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
