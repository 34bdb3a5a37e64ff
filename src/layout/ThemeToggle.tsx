/** The floating theme toggle of every layout (spec §2): light <-> dark, kept under `theme`. */
import { Fab } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { themeStore, useThemeMode } from '../ui/theme-store';

export function ThemeToggle() {
  const mode = useThemeMode((s) => s.mode);
  const label = mode === 'light' ? 'Switch to dark theme' : 'Switch to light theme';
  return (
    <Fab size="small" color="primary" aria-label={label} title={label} onClick={() => themeStore.getState().toggle()} sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (t) => t.zIndex.speedDial }}>
      {mode === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
    </Fab>
  );
}
