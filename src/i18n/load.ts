/**
 * Switching language: the translations of a language other than English are one chunk (src/i18n/fr/index.ts),
 * fetched when chosen (and before the first render when it was chosen before).
 */
import { setLocaleValue, localeStore, type Locale } from './locale';
import { addTranslations, loadedTranslations, type Words } from './text';

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Record<string, Words> }>> = {
  fr: () => import('./fr/index'),
};

export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en' || loadedTranslations(locale)) return;
  const { default: words } = await loaders[locale]();
  addTranslations(locale, words);
}

/** Chooses a language: its words are fetched first, then every screen follows. */
export async function setLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  setLocaleValue(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** At start: the stored language's words, before the first render (nothing to fetch for English). */
export async function loadInitialLocale(): Promise<void> {
  const { locale } = localeStore.getState();
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  await loadLocale(locale).catch(() => undefined); // offline before it was ever fetched: English meanwhile
}
