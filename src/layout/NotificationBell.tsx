/**
 * The athlete header's bell: a link to /athlete/notifications with the unread count as a badge (hidden at zero).
 * It is part of the storefront's first load, so it is one icon and a hand-made badge (no MUI Badge).
 */
import { Link as RouterLink } from 'react-router';
import { Box, IconButton } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useUnreadCount } from './unread-notifications';
import { shellText } from '../i18n/en/shell';
import { useText } from '../i18n/text';

export const NOTIFICATIONS_PATH = '/athlete/notifications';
/** Past this, the badge says "99+". */
export const BADGE_MAX = 99;

/** "Notifications", with the unread count when there are any. */
export function bellLabel(unread: number | undefined, text = shellText.en): string {
  return text.notifications(unread ?? 0);
}

export function NotificationBell() {
  const { data: unread } = useUnreadCount();
  const label = bellLabel(unread, useText(shellText));
  return (
    <IconButton color="inherit" component={RouterLink} to={NOTIFICATIONS_PATH} aria-label={label} title={label} data-testid="notification-bell">
      {/* A hand-made badge: MUI's Badge would add about 1 kB to every page's first load. */}
      <Box component="span" data-testid="notification-badge" sx={{ position: 'relative', display: 'inline-flex' }}>
        <NotificationsIcon />
        {!!unread && (
          <Box
            component="span"
            aria-hidden
            data-testid="notification-count"
            sx={{ position: 'absolute', top: -6, right: -10, minWidth: 20, height: 20, px: 0.75, borderRadius: 10, bgcolor: 'error.main', color: 'error.contrastText', fontSize: 12, fontWeight: 500, lineHeight: '20px', textAlign: 'center', boxSizing: 'border-box' }}
          >
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </Box>
        )}
      </Box>
    </IconButton>
  );
}
