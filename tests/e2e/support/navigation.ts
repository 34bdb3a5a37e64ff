/**
 * Moving around the app in a test: `visit` follows the app's own navigation when the app is already open in the page
 * (as a link in it would, without loading and starting the app again: a tenth of the time), and loads the address
 * otherwise. A test about loading (a reload, a link from a mail, a first visit) uses page.goto.
 */
import type { Page } from '@playwright/test';

/** Pages whose next visit must load the app (a sign-in handed them a session: the app reads it when it starts). */
const mustLoad = new WeakSet<Page>();

export function loadOnNextVisit(page: Page): void {
  mustLoad.add(page);
}

export async function visit(page: Page, path: string): Promise<void> {
  const here = page.url();
  const open = !mustLoad.delete(page) && here.startsWith('http') && new URL(path, here).origin === new URL(here).origin;
  if (!open) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
