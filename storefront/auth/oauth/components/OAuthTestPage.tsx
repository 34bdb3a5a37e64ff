/**
 * /oauth-test: a developer page listing the OAuth providers with the address that starts a sign-in
 * for each role, and what the server needs before they work.
 */
import { Alert, Box, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import { PATH_ROLES } from '../../../../src/config/constants';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { AUTH_PATHS } from '../../common/paths';
import { OAUTH_PROVIDERS, oauthLoginUrl } from '../providers';

export default function OAuthTestPage() {
  return (
    <AuthLayout
      wide
      title="OAuth providers"
      subtitle="A developer page: the sign-in address of each provider, for each role."
      footer={<PageLink to={AUTH_PATHS.login}>Back to sign in</PageLink>}
    >
      <Stack spacing={3}>
        <Alert severity="info">
          Each provider needs OpenID Connect configuration on the server (issuer or discovery URL, client id and secret, and this
          server&rsquo;s callback address registered with the provider). Until then its sign-in address answers with an error instead
          of sending you to the provider. A finished sign-in comes back to <code>{AUTH_PATHS.oauthLanding}</code>.
        </Alert>
        {OAUTH_PROVIDERS.map((provider, i) => (
          <Box key={provider.id} component="section" aria-labelledby={`provider-${provider.id}`}>
            {i > 0 && <Divider sx={{ mb: 3 }} />}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography id={`provider-${provider.id}`} variant="h6" component="h2">
                {provider.name}
              </Typography>
              <Chip size="small" label={provider.id} variant="outlined" />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Needs: {provider.setup}
            </Typography>
            <Stack spacing={0.5}>
              {PATH_ROLES.map((role) => {
                const url = oauthLoginUrl(provider.id, role);
                return (
                  <Typography key={role} variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    <Box component="span" sx={{ display: 'inline-block', minWidth: 72, color: 'text.secondary' }}>
                      {role}
                    </Box>
                    <Link href={url}>{url}</Link>
                  </Typography>
                );
              })}
            </Stack>
          </Box>
        ))}
      </Stack>
    </AuthLayout>
  );
}
