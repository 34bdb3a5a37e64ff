/**
 * /athlete/profile, /trainer/profile and /admin/profile, for now: who is signed in, the account's
 * state, a Sign out button and the security panel. The real profile pages replace this one later.
 */
import { Alert, AppBar, Box, Card, CardContent, Chip, Container, Skeleton, Stack, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../common/api-errors';
import { SecurityPanel } from '../../security/SecurityPanel';
import { SignOutButton } from '../../sign-out/components/SignOutButton';
import { useProfile, type Profile } from '../api/get-profile';

const STATE: Record<Profile['account_state'], { label: string; color: 'success' | 'warning' | 'default' }> = {
  active: { label: 'Active', color: 'success' },
  deactivated: { label: 'Deactivated', color: 'warning' },
  pending_verification: { label: 'Waiting for email confirmation', color: 'default' },
};

const ROLE_LABEL: Record<Profile['role'], string> = { athlete: 'Athlete', trainer: 'Trainer', admin: 'Admin', super_admin: 'Super admin' };

export default function ProfilePage() {
  const profile = useProfile();
  const p = profile.data;
  return (
    <>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography component={RouterLink} to="/" variant="h6" sx={{ fontWeight: 700, color: 'inherit', textDecoration: 'none', flexGrow: 1 }}>
            Sportlink
          </Typography>
          <SignOutButton color="inherit" />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Your account
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
                <Stack direction="row" spacing={1}>
                  <Chip label={ROLE_LABEL[p.role]} variant="outlined" />
                  <Chip label={STATE[p.account_state].label} color={STATE[p.account_state].color} data-testid="account-state" />
                </Stack>
              </Stack>
            ) : (
              !profile.error && <Skeleton variant="text" height={56} />
            )}
          </CardContent>
        </Card>
        <SecurityPanel />
      </Container>
    </>
  );
}
