/**
 * /oauth-test: a developer page listing the OAuth providers with the address that starts a sign-in
 * for each role, and what the server needs before they work.
 */
import { Alert, Box, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import { PATH_ROLES } from '../../../../src/config/constants';
import { authCommonText } from '../../common/i18n/en';
import { oauthText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { AuthLayout, PageLink } from '../../common/components/AuthLayout';
import { AUTH_PATHS } from '../../common/paths';
import { OAUTH_PROVIDERS, oauthLoginUrl } from '../providers';

export default function OAuthTestPage() {
  const t = useText(oauthText).providers;
  const common = useText(authCommonText);
  return (
    <AuthLayout wide title={t.title} subtitle={t.subtitle} footer={<PageLink to={AUTH_PATHS.login}>{common.backToSignIn}</PageLink>}>
      <Stack spacing={3}>
        <Alert severity="info">
          {t.setup} {t.landsAt} <code>{AUTH_PATHS.oauthLanding}</code>.
        </Alert>
        {OAUTH_PROVIDERS.map((id, i) => (
          <Box key={id} component="section" aria-labelledby={`provider-${id}`}>
            {i > 0 && <Divider sx={{ mb: 3 }} />}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography id={`provider-${id}`} variant="h6" component="h2">
                {t[id].name}
              </Typography>
              <Chip size="small" label={id} variant="outlined" />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t.needs(t[id].setup)}
            </Typography>
            <Stack spacing={0.5}>
              {PATH_ROLES.map((role) => {
                const url = oauthLoginUrl(id, role);
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
