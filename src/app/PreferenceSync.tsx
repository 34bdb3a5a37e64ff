/**
 * The account's preferences on this device: once signed in, the language and theme the account chose (on any device)
 * are applied, and a change of either made here is kept on the account. Signed out, the device's own choices stay.
 */
import { useEffect } from 'react';
import { setLocale } from '../i18n/load';
import { localeStore } from '../i18n/locale';
import { pathRoleOf } from '../session/login-path';
import { fetchPreferences, forgetPreferences, preferencesStore, savePreferences } from '../session/preferences';
import { useSession } from '../session/store';
import { themeStore } from '../ui/theme-store';

export function PreferenceSync() {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const role = useSession((s) => s.role);
  const pathRole = isAuthenticated ? pathRoleOf(role) : null;

  useEffect(() => {
    if (!pathRole) {
      forgetPreferences();
      return;
    }
    let live = true;
    fetchPreferences(pathRole)
      .then((prefs) => {
        if (!live) return;
        if (prefs.language && prefs.language !== localeStore.getState().locale) void setLocale(prefs.language).catch(() => undefined);
        if (prefs.theme && prefs.theme !== themeStore.getState().mode) themeStore.getState().setMode(prefs.theme);
      })
      .catch(() => undefined); // offline or refused: the device's choices stay
    // A choice made here while signed in is kept on the account (once its preferences were read, so that applying
    // them is not taken for a choice).
    const keep = (patch: { language?: 'en' | 'fr'; theme?: 'light' | 'dark' }) => {
      const current = preferencesStore.getState().current;
      if (!live || !current) return;
      if ((patch.language === undefined || patch.language === current.language) && (patch.theme === undefined || patch.theme === current.theme)) return;
      savePreferences(pathRole, patch).catch(() => undefined);
    };
    const stopLocale = localeStore.subscribe((s, before) => s.locale !== before.locale && keep({ language: s.locale }));
    const stopTheme = themeStore.subscribe((s, before) => s.mode !== before.mode && keep({ theme: s.mode }));
    return () => {
      live = false;
      stopLocale();
      stopTheme();
    };
  }, [pathRole]);
  return null;
}
