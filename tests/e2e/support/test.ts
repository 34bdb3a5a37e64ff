/**
 * The browser tests' `test`: Playwright's, with a site of its own for each spec file (support/site.ts). The first
 * test of a file starts a fresh site (the built app, the API, a new database with the demo data); the file's tests and
 * hooks use it as `baseURL`; it closes when the worker moves to another file. A retry runs in a new worker, on a new
 * site. Every spec imports `test` and `expect` from here, never from '@playwright/test'.
 */
import { test as base, expect } from '@playwright/test';
import { startServices, startSite, type Services, type Site } from './site';

/** The worker's doubles and the site of the spec file it is running (one file at a time). */
class Sites {
  private current: { file: string; site: Promise<Site> } | null = null;
  constructor(readonly services: Services) {}

  async forFile(file: string): Promise<Site> {
    if (this.current?.file !== file) {
      const previous = this.current;
      this.current = { file, site: (async () => {
        if (previous) await (await previous.site).close();
        return startSite(this.services);
      })() };
    }
    return this.current.site;
  }

  async close() {
    if (this.current) await (await this.current.site).close();
    await this.services.close();
  }
}

/** The worker's mail and AI doubles, for support/mail.ts (the tests run in the worker that started them). */
let workerServices: Services | null = null;
export function services(): Services {
  if (!workerServices) throw new Error('no site is running in this worker: import test from support/test.ts');
  return workerServices;
}

export const test = base.extend<object, { sites: Sites }>({
  sites: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const sites = new Sites(await startServices());
      workerServices = sites.services;
      await use(sites);
      await sites.close();
      workerServices = null;
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ sites }, use, testInfo) => {
    await use((await sites.forFile(testInfo.file)).url);
  },
});

export { expect };
export type { APIRequestContext, Browser, BrowserContext, Download, Locator, Page, Request, Response, Route, TestInfo } from '@playwright/test';
