import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { watchAccountDeactivated } from './app/account-deactivated';
import { App } from './app/App';
import { plugAppRoutes } from './app/routes';
import { loadInitialLocale, plugTranslations } from './i18n/load';
import { preloadToastList } from './ui/ToastHost';
import { setTransport } from './api/client';
import { loadOfflineLayer, offlineAwareFetch } from './offline/offline-fetch';
import { prefetchAt } from './routing/routes';
import { holdUntilLive, keepServerTitle, readServerRender, SERVER_DATA_FRESH_MS, type DrawnPageData } from './routing/server-render';
import { queryClient } from './api/query-client';
import { localeStore } from './i18n/locale';
import { themeStore } from './ui/theme-store';
import { initSession, sessionStore } from './session/store';
import { startSessionRefresh } from './session/refresh';

// The areas' screens, plugged into the route table (the composition root assembles them).
plugAppRoutes();
// The API client sends through the offline layer's fetch: a change that cannot reach the server waits in its queue.
setTransport(offlineAwareFetch);
// Before the first render: the API client takes its token and role from the session (and reports
// TOKEN_EXPIRED to it), the token is refreshed on schedule, and a deactivated account's refused
// actions show the spec's warning.
initSession();
startSessionRefresh();
watchAccountDeactivated();
/**
 * A page the server drew (ADR 028) is taken over as it is (hydrated) when this browser would draw the same: a
 * signed-out visitor, in the page's language, in the light theme, at the same address. Its data is then the server's,
 * as fresh as the page. Anyone else's app draws itself over it (the server's page shows meanwhile).
 */
function hydratable(rendered: DrawnPageData | null): rendered is DrawnPageData {
  return (
    !!rendered &&
    rendered.url === `${window.location.pathname}${window.location.search}` &&
    !sessionStore.getState().isAuthenticated &&
    localeStore.getState().locale === rendered.locale &&
    themeStore.getState().mode === 'light'
  );
}
const rendered = readServerRender();
if (rendered) {
  keepServerTitle(rendered);
  // The drawn page takes no click until its screen is live, taken over or drawn again (a click before would find no
  // handler and be lost).
  holdUntilLive(document.getElementById('root')!);
}
const hydrating = hydratable(rendered);
if (hydrating) {
  // The page's data is as new as the page: not asked again on arrival, even by a screen whose data is always
  // re-read when it opens (staleTime 0), for SERVER_DATA_FRESH_MS.
  const fresh = Date.now() + SERVER_DATA_FRESH_MS;
  hydrate(queryClient, { ...rendered.queries, queries: rendered.queries.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: fresh } })) });
}

// The page's first request leaves now, while the app below is evaluated and drawn (none when the server sent its data).
prefetchAt(window.location.pathname);

plugTranslations({ fr: () => import('./app/generated/translations-fr') });

// The chosen language's words first (nothing to fetch for English), then the app.
// The first render is a transition: React draws in slices and the browser stays responsive between them (one long
// task otherwise, which a slow device feels as a frozen page).
void loadInitialLocale().then(() => {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (hydrating) {
    // Taken over in slices too (a transition): hydrating at default priority is one task, which a phone feels.
    startTransition(() => void hydrateRoot(container, app));
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
});

/**
 * What the page does not need to be drawn or taken over starts beside it; on a page the server drew, once the browser
 * is idle after loading it, so a phone's first seconds go to making the page work.
 */
function besideThePage(start: () => void) {
  if (!hydrating) return start();
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 3_000 }) : setTimeout(start, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

besideThePage(() => {
  // The toast list, so the first toast (going offline, say) shows at once; not needed to draw the page.
  preloadToastList();
  // The offline layer (queue, sync, cached reads, connectivity checks) starts as soon as its chunk is here.
  void loadOfflineLayer()
    .then((layer) => layer.startOffline())
    .catch(() => undefined); // no chunk (offline before it was ever fetched): the app works online only
  // The long-poll of a signed-in user: chat messages and notifications as they happen. Its chunk is fetched once
  // someone is signed in (now, or when they sign in): a visitor's browser never needs it.
  whenSignedIn(() => void import('../storefront/shared/realtime/poller').then((m) => m.startRealtime()).catch(() => undefined));
});

/** Runs `start` once, as soon as someone is signed in (at once if they already are). */
function whenSignedIn(start: () => void) {
  if (sessionStore.getState().isAuthenticated) return start();
  const stop = sessionStore.subscribe((state) => {
    if (!state.isAuthenticated) return;
    stop();
    start();
  });
}

// The service worker keeps the app's files, so a page opens without a connection (production builds only).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined), { once: true });
}
