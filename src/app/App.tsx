/**
 * The app root: theme (light or dark, src/ui/theme-store.ts), the one query client, the router, the
 * session's app-start check and Session Expired dialog, the account's preferences (language, theme) on this device, the corner toasts, the Change Route dialog,
 * an error boundary, and the route table (src/routing). Screens are lazy-loaded, and so are the two
 * dialogs (loaded when they open): the home page's first load carries none of the other pages.
 */
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { ChangeRouteShortcut } from '../layout/ChangeRouteShortcut';
import { AppRoutes } from '../routing/AppRoutes';
import { isPublicPath } from '../routing/routes';
import { useSession } from '../session/store';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { themeOptions } from '../ui/app-theme';
import { useThemeMode } from '../ui/theme-store';
import { ConnectivityNotices } from './ConnectivityNotices';
import { PreferenceSync } from './PreferenceSync';
import { queryClient } from '../api/query-client';
import { SessionBoot } from './SessionBoot';
import { ToastHost } from '../ui/ToastHost';

// Dialogs nobody sees on a normal visit are their own chunks, loaded when they open.
const SessionExpiredDialog = lazy(() => import('../session/SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })));

/** The Session Expired dialog, loaded when the session is marked expired. */
function SessionExpiredGate() {
  const expired = useSession((s) => s.sessionExpired);
  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  );
}

function AppRouter({ location, children }: { location?: string; children: ReactNode }) {
  return location === undefined ? <BrowserRouter>{children}</BrowserRouter> : <StaticRouter location={location}>{children}</StaticRouter>;
}

/**
 * `location`: the address a server renders (src/app/entry-server.tsx), with a router that never navigates; in the
 * browser the router follows the address bar.
 */
export function App({ location }: { location?: string } = {}) {
  const mode = useThemeMode((s) => s.mode);
  const theme = useMemo(() => createTheme(themeOptions(mode)), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <AppRouter location={location}>
            <SessionBoot isPublicPath={isPublicPath} />
            <PreferenceSync />
            <SessionExpiredGate />
            <ToastHost />
            <ConnectivityNotices />
            <ChangeRouteShortcut />
            <AppRoutes />
          </AppRouter>
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
