/**
 * Accessibility checks in the browser tests: axe-core on the page as it is (WCAG 2.1 A and AA rules), failing on any
 * serious or critical violation, with each one's rule, impact, help and the elements it found.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Checks `page` (or the part `include` selects) with axe: no serious or critical violation. */
/**
 * The rules a change of theme can turn from a pass into a failure: colours. The other rules read the page's structure,
 * names and roles, which a theme does not change.
 */
export const THEME_RULES = ['color-contrast', 'link-in-text-block'];

export async function expectAccessible(page: Page, name: string, options: { include?: string; disableRules?: string[]; onlyRules?: string[] } = {}) {
  // Checked at rest: a tooltip or a dialog still fading in has a contrast it will not keep once shown.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 5000 }).catch(() => undefined);
  // axe runs in the page itself (legacy mode: the app has no cross-origin frame to reach; the default opens a blank page
  // per scan to merge frames' results, a second each), and only the violations come back (every rule still runs).
  // axe-core is put in the page once per loaded document (AxeBuilder would parse its half a megabyte twice per scan).
  const present = await page.evaluate('typeof window.axe?.run === "function"');
  let builder = new AxeBuilder({ page, ...(present ? { axeSource: 'void 0' } : {}) }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  builder = options.onlyRules ? builder.withRules(options.onlyRules) : builder.withTags(TAGS);
  if (options.include) builder = builder.include(options.include);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`);
  expect(described, `${name}: accessibility violations`).toEqual([]);
}

/**
 * Checks the page in the theme it shows (every rule), then its colours in the other one (THEME_RULES: the rest cannot
 * change with the theme), and goes back. It starts from whichever theme the page is in: the theme is the account's
 * preference (synced to the server), which another test signed in as the same demo account may have switched a moment
 * ago.
 */
export async function expectAccessibleInBothThemes(page: Page, name: string) {
  const toDark = page.getByRole('button', { name: 'Switch to dark theme' });
  const toLight = page.getByRole('button', { name: 'Switch to light theme' });
  await expect(toDark.or(toLight)).toBeVisible();
  const light = await toDark.isVisible();
  const [switchAway, switchBack] = light ? [toDark, toLight] : [toLight, toDark];
  await expectAccessible(page, `${name} (${light ? 'light' : 'dark'})`);
  await switchAway.click();
  await expect(switchBack).toBeVisible();
  await expectAccessible(page, `${name} (${light ? 'dark' : 'light'})`, { onlyRules: THEME_RULES });
  await switchBack.click();
  await expect(switchAway).toBeVisible();
}
