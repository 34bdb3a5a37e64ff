/**
 * The layouts (spec §2): admin and trainer with a sidebar and a header, athlete with a top header,
 * bare for public pages. Each in-app layout has the title bar; every one has the floating theme toggle.
 * The sidebar is open at a window width of 1024 px or more and closed below; a click on the page
 * closes it when open.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { AppBar, Box, Button, Drawer, IconButton, List, ListItemButton, ListItemText, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { APP_NAME, SIDEBAR_BREAKPOINT_PX } from '../config/constants';
import { useSession } from '../session/store';
import { AccountDeactivatedBanner } from '../app/AccountDeactivatedBanner';
import type { LayoutKind } from '../routing/routes';
import { navEntriesFor } from './nav';
import { ThemeToggle } from './ThemeToggle';
import { TitleBar } from './TitleBar';

const SIDEBAR_WIDTH = 240;
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

function SidebarLayout({ kind, children }: { kind: 'admin' | 'trainer'; children: ReactNode }) {
  const [open, setOpen] = useSidebarOpen();
  const role = kind === 'admin' ? 'admin' : 'trainer';
  const { pathname } = useLocation();
  const entries = navEntriesFor(role);
  const shift = open && isWide();
  return (
    <Box sx={{ minHeight: '100vh' }} data-testid={`layout-${kind}`}>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton color="inherit" edge="start" aria-label={open ? 'Close sidebar' : 'Open sidebar'} onClick={() => setOpen(!open)} sx={{ mr: 2 }}>
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            {APP_NAME} {kind === 'admin' ? 'Admin' : 'Studio'}
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer variant="persistent" open={open} data-testid="sidebar" sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } }}>
        <Toolbar />
        <List component="nav" aria-label="Sidebar">
          {entries.map((e) => (
            <ListItemButton key={e.path} component={RouterLink} to={e.path} selected={pathname === e.path}>
              <ListItemText primary={e.label} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Box
        data-testid="page"
        onClick={() => {
          if (open) setOpen(false);
        }}
        sx={{ ml: shift ? `${SIDEBAR_WIDTH}px` : 0, transition: 'margin 150ms', minHeight: '100vh', bgcolor: 'background.default' }}
      >
        <Toolbar />
        {kind === 'trainer' && <AccountDeactivatedBanner />}
        <TitleBar />
        {children}
      </Box>
      <ThemeToggle />
    </Box>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return <SidebarLayout kind="admin">{children}</SidebarLayout>;
}

export function TrainerLayout({ children }: { children: ReactNode }) {
  return <SidebarLayout kind="trainer">{children}</SidebarLayout>;
}

export function AthleteLayout({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.isAuthenticated && s.role === 'athlete');
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }} data-testid="layout-athlete">
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component={RouterLink} to="/" sx={{ fontWeight: 700, color: 'inherit', textDecoration: 'none', flexGrow: 1 }}>
            {APP_NAME}
          </Typography>
          {signedIn ? (
            <>
              <Button color="inherit" component={RouterLink} to="/athlete/owned-programs">
                My programs
              </Button>
              <Button color="inherit" component={RouterLink} to="/athlete/profile">
                Profile
              </Button>
            </>
          ) : (
            <Button color="inherit" component={RouterLink} to="/login">
              Sign in
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <TitleBar />
      {children}
      <ThemeToggle />
    </Box>
  );
}

export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Box data-testid="layout-bare">
      {children}
      <ThemeToggle />
    </Box>
  );
}

export function Layout({ kind, children }: { kind: LayoutKind; children: ReactNode }) {
  if (kind === 'admin') return <AdminLayout>{children}</AdminLayout>;
  if (kind === 'trainer') return <TrainerLayout>{children}</TrainerLayout>;
  if (kind === 'athlete') return <AthleteLayout>{children}</AthleteLayout>;
  return <BareLayout>{children}</BareLayout>;
}
