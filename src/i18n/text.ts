/**
 * The one catalogue of the app's words (issue 11, ADR 015). Each part of the app defines its English text once, as
 * a section (`defineText('athlete.library', {...})`: strings, and functions for texts with values in them); each
 * other language gives the same section with the same shape (`each feature's i18n/fr.ts`), loaded as one chunk when that language
 * is chosen. Screens read the section in the current language with `useText(section)` (React) or `textOf(section)`;
 * a translation not loaded, or a key it lacks, falls back to English. The admin's react-admin i18nProvider reads the
 * same sections (admin-resources/i18n-provider.ts).
 */
import { useSyncExternalStore } from 'react';
import { localeStore, type Locale } from './locale';

/** A section's words: strings, functions that build a string, and nested groups of them. */
export type Words = { readonly [key: string]: string | ((...args: never[]) => string) | Words };

/** The same shape with the same kinds of values: what a translation of `W` must be. */
export type Translation<W> = { readonly [K in keyof W]: W[K] extends string ? string : W[K] extends (...args: infer A) => string ? (...args: A) => string : Translation<W[K]> };

export interface Section<W extends Words> {
  readonly id: string;
  readonly en: W;
}

const sections = new Map<string, Words>();
/** Loaded translations: locale -> section id -> words. */
const translations = new Map<Locale, Map<string, Words>>();
let version = 0;
const listeners = new Set<() => void>();

export function defineText<W extends Words>(id: string, en: W): Section<W> {
  sections.set(id, en);
  return { id, en };
}

/** A language's sections (its module calls this once when loaded). */
export function addTranslations(locale: Locale, bySection: Record<string, Words>): void {
  const map = translations.get(locale) ?? new Map<string, Words>();
  for (const [id, words] of Object.entries(bySection)) map.set(id, words);
  translations.set(locale, map);
  version++;
  listeners.forEach((l) => l());
}

function merged<W extends Words>(en: W, tr: Words | undefined): W {
  if (!tr) return en;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(en)) {
    const t = tr[k];
    out[k] = v && typeof v === 'object' ? merged(v as Words, t && typeof t === 'object' ? (t as Words) : undefined) : typeof t === typeof v ? t : v;
  }
  return out as W;
}

const cache = new Map<string, Words>();

/** A section's words in `locale` (English where the translation lacks a word or is not loaded). */
export function textIn<W extends Words>(section: Section<W>, locale: Locale): W {
  if (locale === 'en') return section.en;
  const key = `${locale}:${section.id}:${version}`;
  let words = cache.get(key) as W | undefined;
  if (!words) {
    words = merged(section.en, translations.get(locale)?.get(section.id));
    cache.set(key, words);
  }
  return words;
}

/** A section's words in the current language (outside React). */
export function textOf<W extends Words>(section: Section<W>): W {
  return textIn(section, localeStore.getState().locale);
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  const stop = localeStore.subscribe(onChange);
  return () => {
    listeners.delete(onChange);
    stop();
  };
};
const snapshot = () => `${localeStore.getState().locale}:${version}`;

/** React: a section's words in the current language (the component follows a change of language). */
export function useText<W extends Words>(section: Section<W>): W {
  const at = useSyncExternalStore(subscribe, snapshot, snapshot);
  return textIn(section, at.slice(0, at.indexOf(':')) as Locale);
}

/** Every section defined so far (for the completeness test and the admin's provider). */
export function definedSections(): ReadonlyMap<string, Words> {
  return sections;
}

export function loadedTranslations(locale: Locale): ReadonlyMap<string, Words> | undefined {
  return translations.get(locale);
}
