/**
 * /login/oauth: where an OAuth / OpenID Connect sign-in comes back. The server puts the login payload
 * in the URL fragment (never sent to any server, and wiped from the address bar here), or an
 * ?error=<message>. With neither, nothing was signed in, and the page says so.
 */
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { authCommonText } from '../../common/i18n/en';
import { oauthText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { AUTH_PATHS } from '../../common/paths';
import { useCompleteSignIn } from '../../common/login/hooks/use-complete-sign-in';
import { readOAuthFragment, type OAuthLanding } from '../providers';

export default function OAuthLandingPage() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const complete = useCompleteSignIn();
  // Read once: the fragment is wiped right after.
  const [landing] = useState<OAuthLanding | null>(() => (error ? null : readOAuthFragment(globalThis.location?.hash ?? '')));
  const done = useRef(false);
  const t = useText(oauthText).landing;
  const common = useText(authCommonText);

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
      <AuthLayout title={t.title}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>{common.signingIn}</Typography>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t.failedTitle}
      footer={<PageLink to={AUTH_PATHS.oauthTest}>{t.developers}</PageLink>}
    >
      <Stack spacing={2}>
        <Alert severity="error">
          {error ?? t.noDetails}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          {t.explain}
        </Typography>
        <Button component={RouterLink} to={AUTH_PATHS.login} variant="contained">
          {t.goToSignIn}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
