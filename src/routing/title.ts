/**
 * Titles (requirements §2): the browser tab shows the route's title with each word capitalised, or the
 * product's name; the title bar shows the first path segment after the role, capitalised.
 */
import { APP_NAME } from '../config/constants';
import { routeTitlesText } from '../layout/i18n/en';
import { localeStore } from '../i18n/locale';
import { textOf } from '../i18n/text';

/** A route title (or a path segment) in the current language, before title-casing: as it is when not listed. */
export function localTitle(title: string): string {
  const key = title.replace(/[-_]+/g, ' ');
  return (textOf(routeTitlesText) as Record<string, string>)[key] ?? title;
}

/** Words that are written in capitals, not just capitalised ("generate-ui" shows as "Generate UI"). */
const ACRONYMS = new Set(['ui', 'id', 'api', 'oauth', 'faq', 'cms']);

/**
 * "generate-ui" -> "Generate UI", "content libraries" -> "Content Libraries" (requirements §2, English). Other languages do not
 * capitalise every word: their titles take a capital first letter only ("tableau de bord" -> "Tableau de bord").
 */
export function titleCase(text: string): string {
  if (localeStore.getState().locale !== 'en') return text.charAt(0).toUpperCase() + text.slice(1);
  return text
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => {
      const lower = word.toLowerCase();
      if (ACRONYMS.has(lower)) return lower === 'oauth' ? 'OAuth' : lower.toUpperCase();
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

/** The browser tab's title for a route title (none: the product's name). */
export function tabTitle(title: string | null | undefined): string {
  const cased = title ? titleCase(localTitle(title)) : '';
  return cased || APP_NAME;
}

/** The path segments that name a role (requirements §2: /admin, /trainer, /athlete). */
const ROLE_SEGMENTS = new Set(['admin', 'trainer', 'athlete']);

/** The title bar's text: the first path segment after the role, title-cased ("/" is "Home"). */
export function sectionTitle(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const rest = segments.length > 0 && ROLE_SEGMENTS.has(segments[0]) ? segments.slice(1) : segments;
  return rest.length > 0 ? titleCase(localTitle(rest[0])) : titleCase(localTitle('home'));
}

/** The section root of a path: "/admin/programs/preview/3" -> "/admin/programs". */
export function sectionRoot(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const keep = segments.length > 0 && ROLE_SEGMENTS.has(segments[0]) ? 2 : 1;
  return `/${segments.slice(0, keep).join('/')}`;
}

/** True when the title bar offers a back button: the page is below its section root. */
export function hasBackButton(pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return trimmed !== sectionRoot(trimmed) && trimmed !== '/';
}
