/**
 * The layouts (requirements §2): admin and trainer with a sidebar and a header, athlete with a top header,
 * bare for public pages. Every one starts with the connectivity bar, in the page flow, and has the
 * floating theme toggle; each in-app layout has the title bar, and its header the signed-in user's
 * menu (Profile, Sign out); the athlete's and trainer's headers have the notification bell and a Messages entry with
 * the unread counts (NotificationBell.tsx, MessagesLink.tsx), kept live by the tab's long-poll; below `md` the
 * athlete's header links move into a menu (AthleteMenu.tsx). The sidebar is open at a window width of 1024 px or more and closed
 * below; a click on the page closes it when open (SidebarLayout.tsx, its own chunk).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { APP_NAME } from '../config/constants';
import { useSession } from '../session/store';
import { AUTH_PATHS } from '../config/auth-paths';
import type { LayoutKind } from '../config/pages';
import { LoadingBar } from '../ui/LoadingBar';
import { AthleteMenu } from './AthleteMenu';
import { ConnectivityBar } from './ConnectivityBar';
import { layoutSlots } from './slots';
import { ThemeToggle } from './ThemeToggle';
import { TitleBar } from './TitleBar';
import { UserMenu } from './UserMenu';
import { shellText } from './i18n/en';
import { useText } from '../i18n/text';

// The admin and trainer layout is its own chunk: the storefront's first load carries no sidebar.
const SidebarLayout = lazy(() => import('./SidebarLayout'));

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingBar />}>
      <SidebarLayout kind="admin">{children}</SidebarLayout>
    </Suspense>
  );
}

export function TrainerLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingBar />}>
      <SidebarLayout kind="trainer">{children}</SidebarLayout>
    </Suspense>
  );
}

export function AthleteLayout({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.isAuthenticated && s.role === 'athlete');
  const { nav } = useText(shellText);
  const { MessagesLink, NotificationBell, SiteFooter } = layoutSlots();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }} data-testid="layout-athlete">
      <ConnectivityBar />
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component={RouterLink} to="/" sx={{ fontWeight: 700, color: 'inherit', textDecoration: 'none', flexGrow: 1 }}>
            {APP_NAME}
          </Typography>
          <Button color="inherit" component={RouterLink} to="/blog" sx={{ display: signedIn ? { xs: 'none', md: 'inline-flex' } : undefined }}>
            {nav.blog}
          </Button>
          {signedIn ? (
            <>
              <Button color="inherit" component={RouterLink} to="/athlete/feed" sx={{ whiteSpace: 'nowrap', display: { xs: 'none', md: 'inline-flex' } }}>
                {nav.feed}
              </Button>
              <Button color="inherit" component={RouterLink} to="/athlete/library" sx={{ whiteSpace: 'nowrap', display: { xs: 'none', md: 'inline-flex' } }}>
                {nav.library}
              </Button>
              <MessagesLink />
              <Button color="inherit" component={RouterLink} to="/athlete/owned-programs" sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline-flex' } }}>
                {nav.myPrograms}
              </Button>
              <NotificationBell />
              <UserMenu profilePath={AUTH_PATHS.athleteProfile} />
            </>
          ) : (
            <Button color="inherit" component={RouterLink} to={AUTH_PATHS.login}>
              {nav.signIn}
            </Button>
          )}
          <AthleteMenu signedIn={signedIn} />
        </Toolbar>
      </AppBar>
      <TitleBar />
      {/* At least a screen tall: the footer starts below the fold, so a page whose content arrives after it (a
          program's structure, reviews) does not push a visible footer down (a layout shift of 0.5 on a program page). */}
      <Box sx={{ minHeight: '100vh' }}>{children}</Box>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <ThemeToggle />
    </Box>
  );
}

export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Box data-testid="layout-bare">
      <ConnectivityBar />
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
