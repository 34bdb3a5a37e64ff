/**
 * requirements §6: a yellow "Account Deactivated" banner on the trainer's pages while the account is
 * deactivated. It reads the account state from the profile (kept fresh by TanStack Query), so it shows
 * from the first render after sign-in. The trainer layout (src/layout/Layouts.tsx) hosts it.
 */
import { Alert, AlertTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { messagesText } from '../config/i18n/en';
import { shellText } from './i18n/en';
import { useText } from '../i18n/text';
import { fetchProfile } from '../session/app-start';
import { useSession } from '../session/store';
import { STATUS_COLORS } from '../ui/status-colors';

/** requirements §6's banner title, in English (the catalogue's section `shell`). */
export const ACCOUNT_DEACTIVATED_TITLE = shellText.en.accountDeactivatedTitle;

/** The banner itself (the galleries render it alone). */
export function AccountDeactivatedAlert() {
  const words = useText(messagesText);
  const { accountDeactivatedTitle } = useText(shellText);
  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      data-testid="account-deactivated-banner"
      sx={{ bgcolor: STATUS_COLORS.yellow.bg, color: STATUS_COLORS.yellow.fg }}
    >
      <AlertTitle>{accountDeactivatedTitle}</AlertTitle>
      {words.accountDeactivated}
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
