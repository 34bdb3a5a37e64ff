/**
 * Switching language: the translations of a language other than English are one chunk (the language index the
 * codegen gathers from every feature's i18n/<locale>.ts, src/app/generated/translations-<locale>.ts), plugged in by
 * the composition root and fetched when chosen (and before the first render when it was chosen before).
 */
import { setLocaleValue, localeStore, type Locale } from './locale';
import { addTranslations, loadedTranslations, type Words } from './text';

type Loader = () => Promise<{ default: Record<string, Words> }>;
let loaders: Partial<Record<Exclude<Locale, 'en'>, Loader>> = {};

/** Where each language's words come from (the composition root, before the first render). */
export function plugTranslations(next: Record<Exclude<Locale, 'en'>, Loader>): void {
  loaders = next;
}

export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en' || loadedTranslations(locale)) return;
  const load = loaders[locale];
  if (!load) return; // nothing plugged (a unit test of a screen alone): English
  const { default: words } = await load();
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
