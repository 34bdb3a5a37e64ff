/**
 * The app root: theme (light or dark, src/ui/theme-store.ts), the one query client, the router, the
 * session's app-start check and Session Expired dialog, the corner toasts, the Change Route dialog,
 * an error boundary, and the route table (src/routing). Screens are lazy-loaded: the home page's
 * first load carries none of the other pages.
 */
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { ChangeRouteDialog } from '../layout/ChangeRouteDialog';
import { AppRoutes } from '../routing/AppRoutes';
import { SessionExpiredDialog } from '../session/SessionExpiredDialog';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { themeOptions } from '../ui/app-theme';
import { useThemeMode } from '../ui/theme-store';
import { isAuthPublicPath } from './auth-paths';
import { ConnectivityNotices } from './ConnectivityNotices';
import { queryClient } from './query-client';
import { SessionBoot } from './SessionBoot';
import { ToastHost } from './ToastHost';

export function App() {
  const mode = useThemeMode((s) => s.mode);
  const theme = useMemo(() => createTheme(themeOptions(mode)), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <SessionBoot isPublicPath={isAuthPublicPath} />
            <SessionExpiredDialog />
            <ToastHost />
            <ConnectivityNotices />
            <ChangeRouteDialog />
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
