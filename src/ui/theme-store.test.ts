import { describe, expect, it } from 'vitest';
import { createThemeStore, initialTheme } from './theme-store';

const storage = (init: Record<string, string> = {}) => {
  const data = new Map(Object.entries(init));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('the theme', () => {
  it('starts from storage, else the system preference, else light', () => {
    expect(initialTheme({ storage: storage({ theme: 'dark' }), prefersDark: () => false })).toBe('dark');
    expect(initialTheme({ storage: storage(), prefersDark: () => true })).toBe('dark');
    expect(initialTheme({ storage: storage(), prefersDark: () => false })).toBe('light');
    expect(initialTheme({ storage: null })).toBe('light');
  });

  it('keeps the toggled theme under `theme`', () => {
    const s = storage();
    const store = createThemeStore({ storage: s, prefersDark: () => false });
    store.getState().toggle();
    expect(store.getState().mode).toBe('dark');
    expect(s.data.get('theme')).toBe('dark');
  });
});
