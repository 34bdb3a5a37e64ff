import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { watchAccountDeactivated } from './app/account-deactivated';
import { App } from './app/App';
import { plugAppRoutes } from './app/routes';
import { loadInitialLocale, plugTranslations } from './i18n/load';
import { preloadToastList } from './ui/ToastHost';
import { setTransport } from './api/client';
import { loadOfflineLayer, offlineAwareFetch } from './offline/offline-fetch';
import { prefetchAt } from './routing/routes';
import { initSession } from './session/store';
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
// The page's first request leaves now, while the app below is evaluated and drawn.
prefetchAt(window.location.pathname);

plugTranslations({ fr: () => import('./app/generated/translations-fr') });

// The chosen language's words first (nothing to fetch for English), then the app.
// The first render is a transition: React draws in slices and the browser stays responsive between them (one long
// task otherwise, which a slow device feels as a frozen page).
void loadInitialLocale().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

// Right after the first render, beside the page's own chunk: the toast list, so the first toast (going offline, say)
// shows at once. It is not needed to draw the page, so it is not part of the first load.
preloadToastList();
// The offline layer (queue, sync, cached reads, connectivity checks) starts as soon as its chunk is here.
void loadOfflineLayer()
  .then((layer) => layer.startOffline())
  .catch(() => undefined); // no chunk (offline before it was ever fetched): the app works online only
// The long-poll of a signed-in user: chat messages and notifications as they happen.
void import('../storefront/shared/realtime/poller').then((m) => m.startRealtime()).catch(() => undefined);

// The service worker keeps the app's files, so a page opens without a connection (production builds only).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined), { once: true });
}
