/**
 * Over the storefront's pages while a signed-in trainer or athlete has not completed their profile (pending mode):
 * browsing stays open, and this says what waits for the profile, with the way to it.
 */
import { Link as RouterLink } from 'react-router';
import { Alert, Button } from '@mui/material';
import { profileCompletionText } from './i18n/en';
import { useText } from '../../../src/i18n/text';

export function PendingProfileNotice({ to }: { to: string }) {
  const t = useText(profileCompletionText);
  return (
    <Alert
      severity="info"
      data-testid="pending-profile"
      sx={{ borderRadius: 0, alignItems: 'center' }}
      action={
        <Button component={RouterLink} to={to} color="inherit" size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
          {t.finish}
        </Button>
      }
    >
      {t.browsing}
    </Alert>
  );
}
