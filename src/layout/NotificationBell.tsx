/**
 * The athlete header's bell: a link to /athlete/notifications with the unread count as a badge (hidden at zero).
 * It is part of the storefront's first load, so it is MUI's Badge and one icon (about 1.6 kB gzip with its query).
 */
import { Link as RouterLink } from 'react-router';
import { Badge, IconButton } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useUnreadCount } from './unread-notifications';

export const NOTIFICATIONS_PATH = '/athlete/notifications';
/** Past this, the badge says "99+". */
export const BADGE_MAX = 99;

/** "Notifications", with the unread count when there are any. */
export function bellLabel(unread: number | undefined): string {
  return unread ? `Notifications: ${unread} unread` : 'Notifications';
}

export function NotificationBell() {
  const { data: unread } = useUnreadCount();
  const label = bellLabel(unread);
  return (
    <IconButton color="inherit" component={RouterLink} to={NOTIFICATIONS_PATH} aria-label={label} title={label} data-testid="notification-bell">
      <Badge color="error" badgeContent={unread ?? 0} max={BADGE_MAX} data-testid="notification-badge">
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
