/**
 * Spec §6: a yellow "Account Deactivated" banner on the trainer's pages while the account is
 * deactivated. It reads the account state from the profile (kept fresh by TanStack Query), so it shows
 * from the first render after sign-in. The trainer layout (src/layout/Layouts.tsx) hosts it.
 */
import { Alert, AlertTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../config/messages';
import { fetchProfile } from '../session/app-start';
import { useSession } from '../session/store';
import { STATUS_COLORS } from '../ui/status-colors';

export const ACCOUNT_DEACTIVATED_TITLE = 'Account Deactivated';

/** The banner itself (the galleries render it alone). */
export function AccountDeactivatedAlert() {
  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      data-testid="account-deactivated-banner"
      sx={{ bgcolor: STATUS_COLORS.yellow.bg, color: STATUS_COLORS.yellow.fg }}
    >
      <AlertTitle>{ACCOUNT_DEACTIVATED_TITLE}</AlertTitle>
      {MESSAGES.accountDeactivated}
    </Alert>
  );
}

export function AccountDeactivatedBanner() {
  const signedIn = useSession((s) => s.isAuthenticated && s.role === 'trainer');
  const token = useSession((s) => s.token);
  const { data } = useQuery({
    queryKey: ['profile', 'trainer', token],
    queryFn: () => fetchProfile('trainer'),
    enabled: signedIn,
    staleTime: 60_000,
  });
  if (!signedIn || (data as { account_state?: string } | undefined)?.account_state !== 'deactivated') return null;
  return <AccountDeactivatedAlert />;
}
