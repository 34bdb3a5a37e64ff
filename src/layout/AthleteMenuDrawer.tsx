/** The athlete menu's drawer (AthleteMenu.tsx): the storefront's pages, as a list of links. */
import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Drawer, IconButton, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { AUTH_PATHS } from '../config/auth-paths';
import { headerText } from './i18n/en';
import { shellText } from './i18n/en';
import { useText } from '../i18n/text';
import { CountBadge } from './CountBadge';

type Entry = { path: string; label: string; unread?: number };

export default function AthleteMenuDrawer({ open, onClose, signedIn, unread }: { open: boolean; onClose: () => void; signedIn: boolean; unread: number }) {
  const { nav } = useText(shellText);
  const { messages } = useText(headerText);
  const { pathname } = useLocation();
  const entries: Entry[] = signedIn
    ? [
        { path: '/', label: nav.home },
        { path: '/athlete/feed', label: nav.feed },
        { path: '/athlete/library', label: nav.library },
        { path: '/athlete/messages', label: nav.messages, unread },
        { path: '/athlete/owned-programs', label: nav.myPrograms },
        { path: '/athlete/notifications', label: nav.notifications },
        { path: '/blog', label: nav.blog },
        { path: '/faq', label: nav.faq },
      ]
    : [
        { path: '/', label: nav.home },
        { path: '/blog', label: nav.blog },
        { path: '/faq', label: nav.faq },
        { path: AUTH_PATHS.login, label: nav.signIn },
      ];
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280, maxWidth: '85vw' }, 'aria-label': nav.menu } as object }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {nav.menu}
        </Typography>
        <IconButton aria-label={nav.closeMenu} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <List component="nav" aria-label={nav.menu}>
        {entries.map((e) => (
          <ListItemButton
            key={e.path}
            component={RouterLink}
            to={e.path}
            onClick={onClose}
            selected={pathname === e.path}
            aria-current={pathname === e.path ? 'page' : undefined}
            aria-label={e.unread ? messages(e.unread) : undefined}
          >
            <ListItemText primary={e.label} />
            <CountBadge count={e.unread} testId="menu-messages-count" />
          </ListItemButton>
        ))}
      </List>
    </Drawer>
  );
}
