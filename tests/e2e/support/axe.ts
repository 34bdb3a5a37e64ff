/**
 * Accessibility checks in the browser tests: axe-core on the page as it is (WCAG 2.1 A and AA rules), failing on any
 * serious or critical violation, with each one's rule, impact, help and the elements it found.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Checks `page` (or the part `include` selects) with axe: no serious or critical violation. */
export async function expectAccessible(page: Page, name: string, options: { include?: string; disableRules?: string[] } = {}) {
  // Checked at rest: a tooltip or a dialog still fading in has a contrast it will not keep once shown.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 5000 }).catch(() => undefined);
  // axe runs in the page itself (legacy mode: the app has no cross-origin frame to reach; the default opens a blank page
  // per scan to merge frames' results, a second each), and only the violations come back (every rule still runs).
  // axe-core is put in the page once per loaded document (AxeBuilder would parse its half a megabyte twice per scan).
  const present = await page.evaluate('typeof window.axe?.run === "function"');
  let builder = new AxeBuilder({ page, ...(present ? { axeSource: 'void 0' } : {}) }).setLegacyMode(true).withTags(TAGS).options({ resultTypes: ['violations'] });
  if (options.include) builder = builder.include(options.include);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`);
  expect(described, `${name}: accessibility violations`).toEqual([]);
}

/** Checks the page in the light theme, then in the dark one, and goes back to light. */
export async function expectAccessibleInBothThemes(page: Page, name: string) {
  await expectAccessible(page, `${name} (light)`);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expectAccessible(page, `${name} (dark)`);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}
