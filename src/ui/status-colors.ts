/**
 * Solid status colours that read the same in the light and the dark theme: each background with a
 * text colour of at least 4.5:1 contrast (WCAG AA). Used by the connectivity bar (requirements §4: red
 * offline, blue syncing, yellow pending changes, green synced) and the yellow Account Deactivated
 * banner (requirements §6).
 */
import { blue, green, red, yellow } from '@mui/material/colors';

export interface StatusColor {
  bg: string;
  fg: string;
}

export const STATUS_COLORS = {
  red: { bg: red[800], fg: '#ffffff' },
  blue: { bg: blue[800], fg: '#ffffff' },
  yellow: { bg: yellow[800], fg: '#1b1b1b' },
  green: { bg: green[800], fg: '#ffffff' },
} as const satisfies Record<string, StatusColor>;
