/**
 * The app's languages and how an address names one (`?lang=fr`; English, the default, needs none): defined once for
 * the web app (src/i18n/locale.ts) and the server, which draws the open pages in the address's language.
 */
export const LOCALES = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
] as const;
export type Locale = (typeof LOCALES)[number]['code'];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (v: unknown): v is Locale => LOCALES.some((l) => l.code === v);

/**
 * A page's address in a language (what links, canonical URLs and hreflang name): `?lang=fr` beside its own query;
 * English, the default, has none. Opening such an address chooses its language (src/i18n/locale.ts).
 */
export const LOCALE_PARAM = 'lang';

/** The language an address asks for (`?lang=`), or null. */
export function localeOfSearch(search: string): Locale | null {
  const asked = new URLSearchParams(search).get(LOCALE_PARAM);
  return isLocale(asked) ? asked : null;
}

/** `path` (with or without a query) in `locale`: its `lang` parameter set, or removed for the default language. */
export function localizedPath(path: string, locale: Locale): string {
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.delete(LOCALE_PARAM);
  if (locale !== DEFAULT_LOCALE) params.set(LOCALE_PARAM, locale);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

