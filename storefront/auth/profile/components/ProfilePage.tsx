/**
 * /athlete/profile, /trainer/profile and /admin/profile: who is signed in, the account's state, the name ("Your
 * details"), the public profile's editor (trainers and athletes: bio, details and photo, on their profile page), Sign
 * out, the account's preferences (language, theme, units, mail), and the security panel (password, email, two-factor
 * sign-in, sessions). It sits inside the role's layout.
 * Athletes also see their saved cards and purchases (with refund requests), loaded lazily from storefront/athlete;
 * trainers their payout account, from storefront/trainer.
 */
import { Suspense } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Container, Skeleton, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link as RouterLink } from 'react-router';
import { authCommonText } from '../../common/i18n/en';
import { profileText } from '../i18n/en';
import { useText } from '../../../../src/i18n/text';
import { profileCompletionPath } from '../../../../src/config/pages';
import { pathRoleOf } from '../../../../src/session/login-path';
import { profileSectionsOf } from '../../../../src/layout/slots';
import { useSession } from '../../../../src/session/store';
import { errorText } from '../../common/api-errors';
import { SecurityPanel } from '../../common/security/SecurityPanel';
import { SignOutButton } from '../../common/sign-out/components/SignOutButton';
import { useProfile, type Profile } from '../../common/profile/api/get-profile';
import { DetailsSection } from './DetailsSection';
import { PreferencesSection } from './PreferencesSection';

const STATE_COLOR: Record<Profile['account_state'], 'success' | 'warning' | 'default'> = {
  active: 'success',
  deactivated: 'warning',
  pending_verification: 'default',
};


export default function ProfilePage() {
  const profile = useProfile();
  const p = profile.data;
  const role = useSession((s) => s.role);
  // The athlete's purchases, saved cards and training data, the trainer's payout account: their areas', plugged in by
  // the composition root.
  const roleSections = role === 'athlete' ? profileSectionsOf('athlete') : role === 'trainer' ? profileSectionsOf('trainer') : [];
  const pathRole = pathRoleOf(useSession((s) => s.role));
  const t = useText(profileText);
  const { audiences } = useText(authCommonText);
  const roleLabel: Record<Profile['role'], string> = { ...audiences, super_admin: t.superAdmin };
  return (
    <>
      <Container component="main" maxWidth="md" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t.heading}
        </Typography>
        {profile.error && <Alert severity="error">{errorText(profile.error)}</Alert>}
        <Card variant="outlined" sx={{ mb: 3 }}>
          <CardContent>
            {p ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                <Box>
                  <Typography variant="h6" component="p" data-testid="profile-name">
                    {p.first_name} {p.last_name}
                  </Typography>
                  <Typography color="text.secondary" data-testid="profile-email">
                    {p.email}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Chip label={roleLabel[p.role]} variant="outlined" />
                  <Chip label={t.states[p.account_state]} color={STATE_COLOR[p.account_state]} data-testid="account-state" />
                  {profileCompletionPath(p.role) && (
                    <Button component={RouterLink} to={profileCompletionPath(p.role)!} startIcon={<EditIcon />}>
                      {t.editPublicProfile}
                    </Button>
                  )}
                  <SignOutButton />
                </Stack>
              </Stack>
            ) : (
              !profile.error && <Skeleton variant="text" height={56} />
            )}
          </CardContent>
        </Card>
        {/* The form starts from the names it is given: a newer answer (the device's copy first, then the server's) starts it again. */}
        {p && <DetailsSection key={`${p.id}:${p.first_name}:${p.last_name}`} profile={p} />}
        {pathRole && <PreferencesSection pathRole={pathRole} />}
        {roleSections.map((Section, i) => (
          <Suspense key={i} fallback={<Skeleton variant="rounded" height={120} sx={{ mb: 3 }} />}>
            <Section />
          </Suspense>
        ))}
        <SecurityPanel />
      </Container>
    </>
  );
}
