/**
 * react-admin's i18nProvider on the one catalogue (ADR 015). react-admin's own words (buttons, pagination, notices)
 * are its English and French messages (ra-language-english, ra-language-french, through ra-i18n-polyglot); the
 * admin's resources (names, field labels, choices, help texts) are the catalogue's section `admin.resources`, asked
 * under react-admin's keys (`resources.<name>.name`, `resources.<name>.fields.<field>`, ...). The hand-made admin
 * screens read their own sections with `useText`, like every other screen.
 *
 * One language for the whole app: `withAppLocale` makes react-admin's store keep its `locale` in the app's language
 * store (src/i18n/locale.ts), so a language chosen in the header's menu switches the admin too (react-admin then asks
 * this provider to change and draws itself again), and the admin never keeps a language of its own.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, Store, TranslationMessages } from 'react-admin';
import { resourcesText } from './i18n/en';
import { loadLocale, setLocale } from '../src/i18n/load';
import { LOCALES, localeStore, type Locale } from '../src/i18n/locale';
import { textIn, type Words } from '../src/i18n/text';

/** react-admin's own messages per language; French is its own chunk, fetched when chosen. */
const RA_MESSAGES: Record<Locale, () => TranslationMessages | Promise<TranslationMessages>> = {
  en: () => englishMessages,
  fr: () => import('ra-language-french').then((m) => m.default as TranslationMessages),
};

const isLocale = (value: string): value is Locale => LOCALES.some((l) => l.code === value);

/** The word at `path` in `words`, when it is one. */
function wordAt(words: Words, path: readonly string[]): string | undefined {
  let at: unknown = words;
  for (const key of path) {
    if (!at || typeof at !== 'object') return undefined;
    at = (at as Words)[key];
  }
  return typeof at === 'string' ? at : undefined;
}

const RESOURCES = 'resources.';

export function createAdminI18nProvider(): I18nProvider {
  const ra = polyglotI18nProvider(
    (locale) => RA_MESSAGES[isLocale(locale) ? locale : 'en'](),
    'en',
    LOCALES.map((l) => ({ locale: l.code, name: l.label })),
    { allowMissing: true },
  );
  return {
    translate(key, options) {
      if (typeof key === 'string' && key.startsWith(RESOURCES)) {
        const word = wordAt(textIn(resourcesText, ra.getLocale() as Locale), key.slice(RESOURCES.length).split('.'));
        if (word !== undefined) return word;
      }
      return ra.translate(key, options);
    },
    async changeLocale(locale) {
      if (!isLocale(locale)) return;
      // The app's language first (its words fetched), then react-admin's messages.
      if (localeStore.getState().locale !== locale) await setLocale(locale);
      else await loadLocale(locale);
      await ra.changeLocale(locale);
    },
    getLocale: () => ra.getLocale(),
    getLocales: () => ra.getLocales!(),
  };
}

const LOCALE_KEY = 'locale';

/** react-admin's store with its `locale` kept in the app's language store (everything else in `store`). */
export function withAppLocale(store: Store): Store {
  return {
    ...store,
    getItem: (key, defaultValue) => (key === LOCALE_KEY ? (localeStore.getState().locale as never) : store.getItem(key, defaultValue)),
    setItem: (key, value) => {
      if (key !== LOCALE_KEY) store.setItem(key, value);
      else if (typeof value === 'string' && isLocale(value)) void setLocale(value);
    },
    removeItem: (key) => {
      if (key !== LOCALE_KEY) store.removeItem(key);
    },
    subscribe: (key, callback) =>
      key === LOCALE_KEY
        ? localeStore.subscribe((state, previous) => {
            if (state.locale !== previous.locale) callback(state.locale);
          })
        : store.subscribe(key, callback),
  };
}
