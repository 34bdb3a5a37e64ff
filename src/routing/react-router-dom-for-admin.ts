/**
 * What `react-router-dom` is in the production build (vite.config.ts aliases it here; only react-admin imports it).
 *
 * react-router ships as one large module, so whatever any chunk uses of it is kept in the one chunk every page loads.
 * react-admin's default router adapter references the data router (`createHashRouter`, `RouterProvider`) for the case
 * where it is not inside a router; ours always is (the app's BrowserRouter, ADR 005), so that case never runs. Naming
 * those three here instead keeps the data router (about 15 kB gzip) out of the storefront's first load (ADR 010).
 */
export * from 'react-router';

function notInsideTheAppRouter(): never {
  throw new Error('The admin runs inside the app router; react-admin cannot create a router of its own here.');
}

export const createHashRouter = notInsideTheAppRouter;
export const createMemoryRouter = notInsideTheAppRouter;
export const RouterProvider = notInsideTheAppRouter;
