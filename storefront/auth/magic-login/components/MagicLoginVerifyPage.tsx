/**
 * /magic-login/verify?token=..&role=..: the page of the mailed sign-in link. Signs in as the link's
 * path role (member, trainer or admin), asks for a code when the account has two-factor on, then
 * goes to the role's home.
 */
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { authCommonText } from '../../common/i18n/en';
import { loginText } from '../../common/login/i18n/en';
import { magicLoginText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { errorText } from '../../common/api-errors';
import { AuthLayout } from '../../common/components/AuthLayout';
import { AUDIENCE_PATHS, audienceOf, PATH_ROLE_OF_AUDIENCE } from '../../common/paths';
import { isTwoFactorChallenge, type LoginPayload } from '../../common/login/api/login';
import { TwoFactorStep } from '../../common/login/components/TwoFactorStep';
import { useCompleteSignIn } from '../../common/login/hooks/use-complete-sign-in';
import { useMagicLogin } from '../api/magic-login';

export default function MagicLoginVerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const audience = audienceOf(params.get('role'));
  const pathRole = audience ? PATH_ROLE_OF_AUDIENCE[audience] : null;
  const magic = useMagicLogin(pathRole, token);
  const complete = useCompleteSignIn();
  const [restarted, setRestarted] = useState(false);
  const t = useText(magicLoginText);
  const common = useText(authCommonText);
  const twoFactorTitle = useText(loginText).twoFactor.title;

  const finish = (payload: LoginPayload) => complete(payload);

  const payload = magic.data && !isTwoFactorChallenge(magic.data) ? magic.data : null;
  const done = useRef(false);
  useEffect(() => {
    if (payload && !done.current) {
      done.current = true;
      complete(payload);
    }
  }, [payload, complete]);

  const magicPage = audience ? AUDIENCE_PATHS[audience].magic : '/magic-login';

  if (!token || !pathRole) {
    return (
      <AuthLayout title={t.title}>
        <Stack spacing={2}>
          <Alert severity="error">{t.incomplete}</Alert>
          <Button component={RouterLink} to={magicPage} variant="outlined">
            {t.getNewLink}
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  if (magic.data && isTwoFactorChallenge(magic.data) && !restarted) {
    return (
      <AuthLayout title={twoFactorTitle}>
        <TwoFactorStep challenge={magic.data} pathRole={pathRole} onSignedIn={finish} onRestart={() => setRestarted(true)} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t.title}>
      {(magic.isPending || payload) && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>{common.signingIn}</Typography>
        </Stack>
      )}
      {(magic.isError || restarted) && (
        <Stack spacing={2}>
          {magic.isError && <Alert severity="error">{errorText(magic.error)}</Alert>}
          <Button component={RouterLink} to={magicPage} variant="contained">
            {t.getNewLink}
          </Button>
          <Button component={RouterLink} to={AUDIENCE_PATHS[audience!].login}>
            {t.withPassword}
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
