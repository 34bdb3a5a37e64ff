/** The app's MUI theme for a mode: one definition for the app root and the admin (react-admin) alike. */
import type { ThemeOptions } from '@mui/material';
import type { ThemeMode } from './theme-store';

/** Whether the person asked their system for less motion (WCAG 2.3.3): checked when the theme is made. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Every MUI transition instant: dialogs, menus, drawers and tooltips appear and go without moving. */
const NO_MOTION: ThemeOptions['transitions'] = {
  create: () => 'none',
  getAutoHeightDuration: () => 0,
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

export function themeOptions(mode: ThemeMode, reducedMotion = prefersReducedMotion()): ThemeOptions {
  return {
    palette: { mode, primary: { main: mode === 'light' ? '#1565c0' : '#90caf9' } },
    ...(reducedMotion ? { transitions: NO_MOTION } : {}),
  };
}
