/**
 * The route table: every page of the web app (src/config/pages.ts: address, title, roles, layout), and the machinery
 * that gives each its screen. src/ imports no area: each area lists its own screens (`storefront/<area>/screens.ts`,
 * lazily loaded with `lazyScreen`), and the composition root (src/app/routes.ts) plugs them in with `plugRoutes`
 * before the first render, with the react-admin app that serves the admin's pages (the table gives those their roles,
 * guard and tab title).
 */
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { matchPath } from 'react-router';
import { PAGES, type LayoutKind, type PageDef, type PagePath } from '../config/pages';

export interface RouteDef extends PageDef {
  /** The screen, lazily loaded; none for the admin's pages, which the react-admin app serves. */
  screen?: ComponentType;
  /**
   * Starts the screen's first data request while its code loads (instead of after): given the route's params.
   * Loads a small module of the feature lazily, as screens are.
   */
  prefetch?: (params: Readonly<Record<string, string | undefined>>) => void;
}

/** A lazily loaded screen, rendered with fixed props. */
export function lazyScreen<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, props?: Props): ComponentType {
  const Lazy = lazy(load);
  const Screen = () => createElement(Lazy as unknown as ComponentType<Props>, (props ?? {}) as Props);
  return Screen;
}

/** A route's prefetch from a feature module exporting `prefetch(params)` (loaded lazily, errors ignored: the screen asks again). */
export function prefetchWith(load: () => Promise<{ prefetch: (params: Readonly<Record<string, string | undefined>>) => unknown }>) {
  return (params: Readonly<Record<string, string | undefined>>) => {
    load()
      .then((m) => m.prefetch(params))
      .catch(() => undefined);
  };
}

/** Each page's screen, by the page table's path. */
export type ScreenTable = Partial<Record<PagePath, ComponentType>>;
/** The open pages whose first data request leaves at app start (prefetchAt). */
export type PrefetchTable = Partial<Record<PagePath, NonNullable<RouteDef['prefetch']>>>;
/** The react-admin app, given the admin pages that have a screen of their own. */
export type AdminAppComponent = ComponentType<{ pages: { path: string; element: ReactElement }[] }>;

/** Every page, in the page table's order; screens and prefetches are plugged in by the composition root. */
export const ROUTES: readonly RouteDef[] = PAGES.map((page) => ({ ...page }));
let adminApp: AdminAppComponent | null = null;

/** The composition root's areas plugged in: each page's screen and prefetch, and the admin app. */
export function plugRoutes(parts: { screens: ScreenTable; prefetch: PrefetchTable; adminApp: AdminAppComponent }): void {
  for (const route of ROUTES as RouteDef[]) {
    route.screen = parts.screens[route.path as PagePath];
    route.prefetch = parts.prefetch[route.path as PagePath];
  }
  adminApp = parts.adminApp;
}

/** The admin app the root plugged in (none before). */
export function pluggedAdminApp(): AdminAppComponent | null {
  return adminApp;
}

/**
 * At app start, before the first render: the first data request of the page at this address, so that it travels
 * while the app's code is evaluated and drawn (the page's own call later finds it in flight or fresh). Only pages
 * open to everyone: what a protected page reads waits for its guard. (Its code is not fetched early too: measured,
 * evaluating the page's chunks before the first paint delayed it more than it saved.)
 */
export function prefetchAt(pathname: string): void {
  for (const route of ROUTES) {
    if (!route.prefetch || (route.roles !== 'open' && route.roles !== 'public')) continue;
    const match = matchPath(route.path, pathname);
    if (match) return route.prefetch(match.params);
  }
}

/**
 * True for a public page (requirements §2 "Public (bare layout)": the route table's `public` routes, the auth pages, the test
 * components and the playground). App start does not report a failed session check there.
 */
export function isPublicPath(pathname: string): boolean {
  return ROUTES.some((route) => route.roles === 'public' && matchPath({ path: route.path, end: true }, pathname) !== null);
}

/** The layout of a role's pages (signed out: the athlete storefront's). */
export function layoutOfRole(role: string | null | undefined): LayoutKind {
  if (role === 'admin' || role === 'super_admin') return 'admin';
  if (role === 'trainer') return 'trainer';
  return 'athlete';
}
