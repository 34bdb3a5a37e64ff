import { createTheme } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { themeOptions } from './app-theme';

describe('the app theme', () => {
  it('moves as usual by default', () => {
    const theme = createTheme(themeOptions('light', false));
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.transitions.create('opacity')).not.toBe('none');
  });

  it('makes every transition instant for someone who asked their system for reduced motion', () => {
    const theme = createTheme(themeOptions('dark', true));
    expect(theme.palette.mode).toBe('dark');
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(Object.values(theme.transitions.duration).every((d) => d === 0)).toBe(true);
    expect(theme.transitions.getAutoHeightDuration(500)).toBe(0);
  });
});
