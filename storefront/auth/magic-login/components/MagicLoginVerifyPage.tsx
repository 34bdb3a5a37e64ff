/**
 * /magic-login/verify?token=..&role=..: the page of the mailed sign-in link. Signs in as the link's
 * path role (member, trainer or admin), asks for a code when the account has two-factor on, then
 * goes to the role's home.
 */
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { errorText } from '../../common/api-errors';
import { AuthLayout } from '../../common/components/AuthLayout';
import { AUDIENCE_PATHS, audienceOf, PATH_ROLE_OF_AUDIENCE } from '../../common/paths';
import { isTwoFactorChallenge, type LoginPayload } from '../../login/api/login';
import { TwoFactorStep } from '../../login/components/TwoFactorStep';
import { useCompleteSignIn } from '../../login/hooks/use-complete-sign-in';
import { useMagicLogin } from '../api/magic-login';

export default function MagicLoginVerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const audience = audienceOf(params.get('role'));
  const pathRole = audience ? PATH_ROLE_OF_AUDIENCE[audience] : null;
  const magic = useMagicLogin(pathRole, token);
  const complete = useCompleteSignIn();
  const [restarted, setRestarted] = useState(false);

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
      <AuthLayout title="Sign in with a link">
        <Stack spacing={2}>
          <Alert severity="error">This link is not complete. Open the link from the mail again, or ask for a new one.</Alert>
          <Button component={RouterLink} to={magicPage} variant="outlined">
            Get a new link
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  if (magic.data && isTwoFactorChallenge(magic.data) && !restarted) {
    return (
      <AuthLayout title="Two-step verification">
        <TwoFactorStep challenge={magic.data} pathRole={pathRole} onSignedIn={finish} onRestart={() => setRestarted(true)} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Sign in with a link">
      {(magic.isPending || payload) && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>Signing you in…</Typography>
        </Stack>
      )}
      {(magic.isError || restarted) && (
        <Stack spacing={2}>
          {magic.isError && <Alert severity="error">{errorText(magic.error)}</Alert>}
          <Button component={RouterLink} to={magicPage} variant="contained">
            Get a new link
          </Button>
          <Button component={RouterLink} to={AUDIENCE_PATHS[audience!].login}>
            Sign in with a password
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
