/** The floating theme toggle of every layout (requirements §2): light <-> dark, kept under `theme`. */
import { IconButton } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { themeStore, useThemeMode } from '../ui/theme-store';
import { shellText } from './i18n/en';
import { useText } from '../i18n/text';

export function ThemeToggle() {
  const mode = useThemeMode((s) => s.mode);
  const { theme } = useText(shellText);
  const label = mode === 'light' ? theme.toDark : theme.toLight;
  return (
    // A round IconButton rather than MUI's Fab (which would add about 1 kB to every page's first load).
    <IconButton
      aria-label={label}
      title={label}
      onClick={() => themeStore.getState().toggle()}
      sx={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        width: 40,
        height: 40,
        zIndex: (t) => t.zIndex.speedDial,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 6,
        '&:hover': { bgcolor: 'primary.dark' },
      }}
    >
      {mode === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
    </IconButton>
  );
}
