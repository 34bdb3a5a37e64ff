/**
 * /login/oauth: where an OAuth / OpenID Connect sign-in comes back. The server puts the login payload
 * in the URL fragment (never sent to any server, and wiped from the address bar here), or an
 * ?error=<message>. With neither, nothing was signed in, and the page says so.
 */
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { AUTH_PATHS } from '../../common/paths';
import { useCompleteSignIn } from '../../login/hooks/use-complete-sign-in';
import { readOAuthFragment, type OAuthLanding } from '../providers';

export default function OAuthLandingPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const complete = useCompleteSignIn();
  // Read once: the fragment is wiped right after.
  const [landing] = useState<OAuthLanding | null>(() => (error ? null : readOAuthFragment(globalThis.location?.hash ?? '')));
  const done = useRef(false);

  useEffect(() => {
    if (globalThis.location?.hash) {
      // The tokens must not stay in the address bar or the history.
      globalThis.history.replaceState(globalThis.history.state, '', `${globalThis.location.pathname}${globalThis.location.search}`);
    }
    if (landing && !done.current) {
      done.current = true;
      const { redirect_uri: redirectUri, ...payload } = landing;
      complete(payload, redirectUri);
    }
  }, [landing, complete]);

  if (landing) {
    return (
      <AuthLayout title="Signing you in">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>Signing you in…</Typography>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Sign-in did not complete"
      footer={<PageLink to={AUTH_PATHS.oauthTest}>For developers: the OAuth providers and their setup</PageLink>}
    >
      <Stack spacing={2}>
        <Alert severity="error">
          {error ?? 'No sign-in details reached this page, so you are not signed in. Start again from the sign-in page.'}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          This page finishes a sign-in with Google or another OpenID Connect provider. Signing in with an email and a password, or with
          a link by email, always works.
        </Typography>
        <Button component={RouterLink} to={AUTH_PATHS.login} variant="contained">
          Go to sign in
        </Button>
      </Stack>
    </AuthLayout>
  );
}
