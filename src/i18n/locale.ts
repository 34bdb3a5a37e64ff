/**
 * The language of the app (English, French): chosen by the user (kept in browser storage under `locale`), else the
 * browser's language when it is one of ours, else English. The storefront and the admin (react-admin's
 * i18nProvider) follow the same choice; the page's `lang` follows it too.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { DEFAULT_LOCALE, isLocale, localeOfSearch, type Locale } from '../config/locales';

export { DEFAULT_LOCALE, isLocale, LOCALE_PARAM, LOCALES, localeOfSearch, localizedPath, type Locale } from '../config/locales';
export const LOCALE_STORAGE_KEY = 'locale';

function initialLocale(): Locale {
  // An address in a language (a shared link, a search result) chooses it, and it is kept.
  const asked = localeOfSearch(globalThis.location?.search ?? '');
  if (asked) {
    try {
      globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, asked);
    } catch {
      // not kept: this page is still in that language
    }
    return asked;
  }
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // storage blocked: the browser's language decides
  }
  const browser = (globalThis.navigator?.language ?? '').slice(0, 2).toLowerCase();
  return isLocale(browser) ? browser : DEFAULT_LOCALE;
}

export const localeStore = createStore<{ locale: Locale }>()(() => ({ locale: initialLocale() }));

export function setLocaleValue(locale: Locale): void {
  if (!isLocale(locale)) return;
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // not kept: this page still switches
  }
  localeStore.setState({ locale });
}

export function useLocale(): Locale {
  return useStore(localeStore, (s) => s.locale);
}
