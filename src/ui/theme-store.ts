/**
 * The theme (requirements §4): light or dark, from browser storage (`theme`) or the system preference,
 * default light; the toggle persists the choice under `theme`.
 */
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { THEME_STORAGE_KEY } from '../config/constants';

export type ThemeMode = 'light' | 'dark';

export interface ThemeState {
  mode: ThemeMode;
  toggle(): void;
  setMode(mode: ThemeMode): void;
}

export interface ThemeEnvironment {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  prefersDark?: () => boolean;
}

function browserEnvironment(): ThemeEnvironment {
  return {
    storage: typeof localStorage === 'undefined' ? null : localStorage,
    prefersDark: () => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches,
  };
}

/** The initial theme: the stored one, else the system preference, else light. */
export function initialTheme(env: ThemeEnvironment = browserEnvironment()): ThemeMode {
  let stored: string | null = null;
  try {
    stored = env.storage?.getItem(THEME_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (stored === 'light' || stored === 'dark') return stored;
  return env.prefersDark?.() ? 'dark' : 'light';
}

export function createThemeStore(env: ThemeEnvironment = browserEnvironment()): StoreApi<ThemeState> {
  return createStore<ThemeState>()((set, get) => ({
    mode: initialTheme(env),
    setMode(mode) {
      try {
        env.storage?.setItem(THEME_STORAGE_KEY, mode);
      } catch {
        // storage unavailable: the choice lasts for this page only
      }
      set({ mode });
    },
    toggle() {
      get().setMode(get().mode === 'light' ? 'dark' : 'light');
    },
  }));
}

export const themeStore = createThemeStore();

export function useThemeMode<T>(selector: (state: ThemeState) => T): T {
  return useStore(themeStore, selector);
}
