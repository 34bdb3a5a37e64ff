/**
 * The browser's side of a page the server drew (ADR 028; src/config/server-render.ts): its data, and its title, which
 * the route table's does not replace while the visitor stays on it.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { SERVER_RENDER_ELEMENT_ID, type ServerRenderData } from '../config/server-render';
import type { Locale } from '../i18n/locale';

/** How long a drawn page's data counts as just read, in the browser that hydrates it. */
export const SERVER_DATA_FRESH_MS = 30_000;

export type DrawnPageData = Omit<ServerRenderData, 'queries'> & { queries: DehydratedState };

/** The data of the page the browser opened, if the server drew it. */
export function readServerRender(): DrawnPageData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_RENDER_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DrawnPageData;
  } catch {
    return null;
  }
}

/** The page the server drew and titled, until the visitor leaves it (or changes language). */
let titledByServer: { url: string; locale: Locale } | null = null;

/** The opened page's title is the server's (its program's name, say): the route table's does not replace it. */
export function keepServerTitle(data: Pick<ServerRenderData, 'url' | 'locale'>): void {
  titledByServer = { url: data.url, locale: data.locale };
}

/** Whether the tab still shows the server's title for `url` in `locale`; once the visitor has left, never again. */
export function serverTitleHolds(url: string, locale: Locale): boolean {
  if (titledByServer && titledByServer.url === url && titledByServer.locale === locale) return true;
  titledByServer = null;
  return false;
}

/** Past this, a drawn page answers clicks even if its screen never said it was ready (a screen that failed to load). */
const HOLD_AT_MOST_MS = 10_000;
let held: HTMLElement | null = null;

/**
 * While the app takes a drawn page over, the page is inert: a click or a keystroke on a button that has no handler yet
 * would be lost, so the page takes none until its screen is live (`screenLive`), and a test or a person waits for it as
 * they would for any control that is not ready. (Before the app's code runs there is nothing to hold it; links work
 * without it.)
 */
export function holdUntilLive(container: HTMLElement): void {
  held = container;
  container.inert = true;
  setTimeout(screenLive, HOLD_AT_MOST_MS);
}

/** The page's screen has been drawn or taken over: it answers from now on. */
export function screenLive(): void {
  if (!held) return;
  held.inert = false;
  held = null;
}
