/**
 * The admin and trainer layout (requirements §2): a sticky header (connectivity bar, app bar with the sidebar button, the
 * trainer's notification bell and the user menu), a sidebar open at ≥ 1024 px and closed below (the trainer's
 * Messages entry counts the unread messages), the title bar and the page. Its own chunk: a visitor of the storefront
 * never loads it (Layouts.tsx).
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { AppBar, Box, Drawer, IconButton, List, ListItemButton, ListItemText, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { APP_NAME, SIDEBAR_BREAKPOINT_PX } from '../config/constants';
import { useSession } from '../session/store';
import { AccountDeactivatedBanner } from './AccountDeactivatedBanner';
import { AUTH_PATHS } from '../config/auth-paths';
import { ConnectivityBar } from './ConnectivityBar';
import { CountBadge } from './CountBadge';
import { navEntriesFor } from './nav';
import { ThemeToggle } from './ThemeToggle';
import { TitleBar } from './TitleBar';
import { UserMenu } from './UserMenu';
import { headerText } from './i18n/en';
import { shellText } from './i18n/en';
import { useText } from '../i18n/text';
import { useLocale } from '../i18n/locale';
import { layoutSlots } from './slots';

const SIDEBAR_WIDTH = 240;
/** The sidebar entry that carries the unread messages' count. */
const MESSAGES_PATH = '/trainer/messages';
const wideQuery = `(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`;
const isWide = () => typeof matchMedia === 'function' && matchMedia(wideQuery).matches;

/** Open at ≥ 1024 px, closed below; follows the window across the breakpoint. */
function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(isWide);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const media = matchMedia(wideQuery);
    const onChange = () => setOpen(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return [open, setOpen];
}

/** The height of an element, kept up to date (the header grows and shrinks with the connectivity bar). */
function useHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => setHeight(element.getBoundingClientRect().height);
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}

export default function SidebarLayout({ kind, children }: { kind: 'admin' | 'trainer'; children: ReactNode }) {
  const [open, setOpen] = useSidebarOpen();
  const role = kind === 'admin' ? 'admin' : 'trainer';
  const signedIn = useSession((s) => s.isAuthenticated);
  const { pathname } = useLocation();
  const entries = navEntriesFor(role);
  const { nav } = useText(shellText);
  const { messages } = useText(headerText);
  const { useUnreadMessages, NotificationBell } = layoutSlots();
  const unreadMessages = useUnreadMessages();
  useLocale(); // the entries' labels follow the language
  const shift = open && isWide();
  // The header (connectivity bar and app bar) sticks to the top; the sidebar starts below it.
  const header = useRef<HTMLDivElement>(null);
  const headerHeight = useHeight(header);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }} data-testid={`layout-${kind}`}>
      <Box ref={header} sx={{ position: 'sticky', top: 0, zIndex: (t) => t.zIndex.drawer + 1 }}>
        <ConnectivityBar />
        <AppBar position="static">
          <Toolbar>
            <IconButton color="inherit" edge="start" aria-label={open ? nav.closeSidebar : nav.openSidebar} onClick={() => setOpen(!open)} sx={{ mr: 2 }}>
              <MenuIcon />
            </IconButton>
            <Typography variant="h6" component="span" sx={{ fontWeight: 700, flexGrow: 1 }}>
              {APP_NAME} {kind === 'admin' ? nav.admin : nav.studio}
            </Typography>
            {signedIn && kind === 'trainer' && <NotificationBell />}
            {signedIn && <UserMenu profilePath={kind === 'admin' ? AUTH_PATHS.adminProfile : AUTH_PATHS.trainerProfile} />}
          </Toolbar>
        </AppBar>
      </Box>
      <Drawer
        variant="persistent"
        open={open}
        data-testid="sidebar"
        sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box', top: headerHeight, height: `calc(100% - ${headerHeight}px)` } }}
      >
        <List component="nav" aria-label={nav.sidebar}>
          {entries.map((e) => {
            const unread = e.path === MESSAGES_PATH ? unreadMessages : undefined;
            return (
              <ListItemButton key={e.path} component={RouterLink} to={e.path} selected={pathname === e.path} aria-label={unread ? messages(unread) : undefined} data-testid={e.path === MESSAGES_PATH ? 'messages-link' : undefined}>
                <ListItemText primary={e.label} />
                <CountBadge count={unread} testId="messages-count" />
              </ListItemButton>
            );
          })}
        </List>
      </Drawer>
      <Box
        data-testid="page"
        onClick={() => {
          if (open) setOpen(false);
        }}
        sx={{ flexGrow: 1, ml: shift ? `${SIDEBAR_WIDTH}px` : 0, transition: 'margin 150ms' }}
      >
        {kind === 'trainer' && <AccountDeactivatedBanner />}
        <TitleBar />
        {children}
      </Box>
      <ThemeToggle />
    </Box>
  );
}
