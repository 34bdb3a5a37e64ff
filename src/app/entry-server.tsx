/**
 * Server rendering of the storefront's open pages (ADR 028): the same App as the browser's, at one address, as a
 * signed-out visitor in one language, with the data its screens read. Built by `vite build --ssr` into dist/ssr/ and
 * called by the API server (server/pages): the page's HTML, its styles (Emotion's, only those the page uses) and the
 * query cache the browser starts from (src/main.tsx hydrates it, so the page's data is not fetched again).
 *
 * The query client and the language are the app's (module-wide) ones, so renders run one at a time.
 */
import { StrictMode, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type Query } from '@tanstack/react-query';
import { configureApi, setRoleGetter, setTransport } from '../api/client';
import { loginTypeAt } from '../config/pages';
import { queryClient } from '../api/query-client';
import { loadLocale, plugTranslations } from '../i18n/load';
import { localeStore } from '../i18n/locale';
import type { RenderRequest, ServerRender } from '../config/server-render';
import { App } from './App';
import { plugAppRoutes } from './routes';

/** At most this many renders per page: each one may start the requests of what the previous one's data revealed. */
const MAX_PASSES = 4;
/** The origin the API client's requests are addressed to on the server (the transport never goes to the network). */
const SERVER_ORIGIN = 'http://server.invalid';

let plugged = false;
function plugOnce() {
  if (plugged) return;
  plugged = true;
  plugAppRoutes();
  plugTranslations({ fr: () => import('./generated/translations-fr') });
  configureApi({ baseUrl: SERVER_ORIGIN });
  // Components that read the language through the store's hook render its current value here (the browser renders
  // its stored one; both agree before the browser hydrates: src/main.tsx).
  localeStore.getInitialState = localeStore.getState;
}

async function toHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    // Every part of the page in place, in order: none sent apart with a script to move it (the page's script policy
    // runs no inline script).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      // A screen that throws is drawn by its error boundary in the browser; the server logs nothing of the page's data.
      if (error instanceof Error) return error.message;
      return undefined;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return html;
}

const enabled = (query: Query) => {
  const option = (query.options as { enabled?: unknown }).enabled;
  return typeof option === 'function' ? option(query) !== false : option !== false;
};

async function renderOnce({ url, locale, transport }: RenderRequest): Promise<ServerRender> {
  plugOnce();
  setTransport(transport);
  // The calls' path role is the page's audience (the storefront's is the member area), as in a signed-out browser.
  const [pathname, search = ''] = url.split('?');
  setRoleGetter(() => loginTypeAt(pathname, search ? `?${search}` : ''));
  await loadLocale(locale);
  localeStore.setState({ locale });
  queryClient.clear();
  let html = '';
  let emotion: ReturnType<typeof createEmotionServer>;
  for (let pass = 1; ; pass++) {
    // A new style cache per render; its server (made first) keeps the styles for the head instead of inline in the markup.
    const cache = createCache({ key: 'css' });
    emotion = createEmotionServer(cache);
    html = await toHtml(
      <StrictMode>
        <CacheProvider value={cache}>
          <App location={url} />
        </CacheProvider>
      </StrictMode>,
    );
    // What the render asked for and does not have yet: fetched, then the page is drawn again with it.
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && enabled(q) && typeof q.options.queryFn === 'function');
    if (waiting.length === 0 || pass === MAX_PASSES) break;
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const queries = dehydrate(queryClient);
  queryClient.clear();
  return { html, styles, queries };
}

let queue: Promise<unknown> = Promise.resolve();

/** One page's render, after those asked before it. */
export function render(request: RenderRequest): Promise<ServerRender> {
  const run = queue.then(() => renderOnce(request));
  queue = run.catch(() => undefined);
  return run;
}
