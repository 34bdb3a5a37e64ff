/**
 * The header's bell (athletes' and trainers'): a link to the role's notifications page with the unread count as a
 * badge (hidden at zero). It is part of the storefront's first load, so it is one icon and a hand-made badge.
 */
import { Link as RouterLink } from 'react-router';
import { Box, IconButton } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { hasNotifications, notificationsPath, useUnreadCount } from './unread-count';
import { useSession } from '../../../src/session/store';
import { shellText } from '../../../src/layout/i18n/en';
import { useText } from '../../../src/i18n/text';
import { CountBadge } from '../../../src/layout/CountBadge';

/** "Notifications", with the unread count when there are any. */
export function bellLabel(unread: number | undefined, text = shellText.en): string {
  return text.notifications(unread ?? 0);
}

export function NotificationBell() {
  const role = useSession((s) => s.role);
  const { data: unread } = useUnreadCount();
  const label = bellLabel(unread, useText(shellText));
  if (!hasNotifications(role)) return null;
  return (
    <IconButton color="inherit" component={RouterLink} to={notificationsPath(role)} aria-label={label} title={label} data-testid="notification-bell">
      <Box component="span" data-testid="notification-badge" sx={{ display: 'inline-flex' }}>
        <CountBadge count={unread} testId="notification-count">
          <NotificationsIcon />
        </CountBadge>
      </Box>
    </IconButton>
  );
}
