/**
 * The app root: theme, query client, router, the session's app-start check and Session Expired
 * dialog, the corner toasts, and the routes. (The full route table, guards and layouts arrive with the
 * web-shell issue.) Screens are lazy-loaded: the home page's first load carries none of the auth pages.
 */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, LinearProgress, ThemeProvider, createTheme } from '@mui/material';
import { isApiError } from '../api/errors';
import { SessionExpiredDialog } from '../session/SessionExpiredDialog';
import { isAuthPublicPath } from './auth-paths';
import { AUTH_PRIVATE_ROUTES, AUTH_PUBLIC_ROUTES } from './auth-routes';
import { NotFound } from './NotFound';
import { RequireRole } from './RequireRole';
import { SessionBoot } from './SessionBoot';
import { ToastHost } from './ToastHost';

const HomePage = lazy(() => import('../../storefront/athlete/home/components/HomePage'));

const theme = createTheme({ palette: { mode: 'light', primary: { main: '#1565c0' } } });
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10 * 60_000,
      gcTime: 30 * 60_000,
      refetchOnWindowFocus: false,
      // Spec §9: retry only what the network lost (an answer from the server is final), up to 3 times.
      retry: (failures, error) => !isApiError(error) && failures < 3,
    },
  },
});

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <SessionBoot isPublicPath={isAuthPublicPath} />
          <SessionExpiredDialog />
          <ToastHost />
          <Suspense fallback={<LinearProgress />}>
            <Routes>
              <Route path="/" element={<HomePage />} />
              {AUTH_PUBLIC_ROUTES.map(({ path, element }) => (
                <Route key={path} path={path} element={element} />
              ))}
              {AUTH_PRIVATE_ROUTES.map(({ path, roles, element }) => (
                <Route key={path} path={path} element={<RequireRole roles={roles}>{element}</RequireRole>} />
              ))}
              <Route path="*" element={<NotFound />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
