/**
 * Server rendering of the open pages (ADR 028), what the API server and the web app agree on: the server entry's
 * call (src/app/entry-server.tsx, built into dist/ssr/) and what a drawn page carries for the browser, in a JSON script
 * element (data, not code: the page's script policy runs no inline script), which src/main.tsx reads.
 */
import type { Locale } from './locales';

/** The server entry's file in the web build. */
export const SERVER_ENTRY = 'ssr/entry-server.mjs';
export const SERVER_RENDER_ELEMENT_ID = 'server-render';

export interface RenderRequest {
  /** The address, with its query string. */
  url: string;
  locale: Locale;
  /** How the app's API calls reach the server (in-process). */
  transport: (request: Request) => Promise<Response>;
}

export interface ServerRender {
  /** The markup inside #root. */
  html: string;
  /** The page's style elements, for the head. */
  styles: string;
  /** The query cache the browser hydrates (TanStack Query's dehydrated state). */
  queries: unknown;
}

export interface ServerRenderData {
  locale: Locale;
  /** The address drawn, path and query. */
  url: string;
  queries: unknown;
}

/** Data as the text of a script element of data (JSON, JSON-LD): no "<" in it, so nothing in it can end the element early. */
export function inertJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The drawn page's data as its script element. */
export function serverRenderScript(data: ServerRenderData): string {
  return `<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">${inertJson(data)}</script>`;
}
