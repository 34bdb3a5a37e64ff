/** The app root: theme, query client and routes. (The full route table, guards and layouts arrive with the web-shell issue.) */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, LinearProgress, ThemeProvider, createTheme } from '@mui/material';
import { NotFound } from './NotFound';

const HomePage = lazy(() => import('../../storefront/athlete/home/components/HomePage'));

const theme = createTheme({ palette: { mode: 'light', primary: { main: '#1565c0' } } });
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 10 * 60_000, gcTime: 30 * 60_000, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Suspense fallback={<LinearProgress />}>
            <Routes>
              <Route path="/" element={<HomePage />} />
              <Route path="*" element={<NotFound />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
