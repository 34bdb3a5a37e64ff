/** The app's MUI theme for a mode: one definition for the app root and the admin (react-admin) alike; and the style of a section below the fold. */
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

/**
 * A section a phone first shows below the fold (a catalogue, a program's weeks): the browser lays it out and paints it
 * when it comes near the screen, not with the page's first frame (CSS `content-visibility`), so a long page's first
 * layout on a slow phone is the screen's, not the whole page's. Its height is guessed until it has been drawn once,
 * then remembered. It stays in the page for search, find-in-page and assistive technology. (Beside the theme, which
 * every page loads: no request of its own.)
 */
export const BELOW_THE_FOLD = { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' } as const;
