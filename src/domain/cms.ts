/** The CMS's rules shared by the API and the web app: a value reads as its type, and the storefront's reading of it. */
import { CMS_MESSAGES, type CmsType, type FaqItem } from '../config/cms';

/** Why `value` cannot be a `type` entry (a json entry must parse), or null. */
export function cmsValueProblem(type: CmsType | string, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (type !== 'json') return null;
  try {
    JSON.parse(value);
    return null;
  } catch {
    return CMS_MESSAGES.jsonInvalid;
  }
}

export interface CmsEntryLike {
  key: string;
  type: string;
  value: string;
}

/** A text entry's value, or the default when it is absent or empty. */
export function cmsText(entries: readonly CmsEntryLike[] | undefined, key: string, fallback: string): string {
  const entry = entries?.find((e) => e.key === key);
  return entry && entry.value.trim() ? entry.value : fallback;
}

/** The FAQ's questions from a json entry: the well-formed items, or the default when there are none. */
export function faqItems(entries: readonly CmsEntryLike[] | undefined, key: string, fallback: readonly FaqItem[]): readonly FaqItem[] {
  const entry = entries?.find((e) => e.key === key);
  if (!entry) return fallback;
  try {
    const parsed: unknown = JSON.parse(entry.value);
    if (!Array.isArray(parsed)) return fallback;
    const items = parsed.filter(
      (i): i is FaqItem => !!i && typeof i === 'object' && typeof (i as FaqItem).question === 'string' && typeof (i as FaqItem).answer === 'string' && !!(i as FaqItem).question.trim(),
    );
    return items.length ? items : fallback;
  } catch {
    return fallback;
  }
}
