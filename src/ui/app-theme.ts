/** The app's MUI theme for a mode: one definition for the app root and the admin (react-admin) alike. */
import type { ThemeOptions } from '@mui/material';
import type { ThemeMode } from './theme-store';

export function themeOptions(mode: ThemeMode): ThemeOptions {
  return { palette: { mode, primary: { main: mode === 'light' ? '#1565c0' : '#90caf9' } } };
}
