/** The blog and the CMS: a trainer writes a post with tags, a visitor finds it by tag; an admin changes the home page's words. */
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from './support/test';
import { DEMO_PASSWORD, signIn } from './support/session';

const SCREENSHOTS = 'docs/screenshots';
const HERO_DEFAULT = 'Training programs from real coaches';

async function shoot(page: Page, name: string, fullPage = false) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, animations: 'disabled', fullPage });
}

async function visitor(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/** The home hero's title back to its default, through the API: other browser tests on this server expect it. */
test.afterAll(async ({ request }) => {
  const headers = { 'x-project': 'sportlink' };
  const entries = (await (await request.get('/v1/api/sportlink/member/lambda/cms/page/home', { headers })).json()) as { list: { id: number; key: string; value: string }[] };
  const hero = entries.list.find((e) => e.key === 'hero_title')!;
  if (hero.value === HERO_DEFAULT) return;
  const login = await request.post('/v1/api/sportlink/admin/lambda/login', { data: { email: 'admin@sportlink.test', password: DEMO_PASSWORD }, headers });
  const { token } = (await login.json()) as { token: string };
  const res = await request.put(`/v1/api/sportlink/admin/lambda/cms/edit/${hero.id}`, { data: { value: HERO_DEFAULT }, headers: { ...headers, authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
});

/** Chooses a page in the CMS list's filter and waits for the list (and its address) to follow. */
async function showPage(page: Page, name: string, count: number) {
  await page.getByRole('combobox', { name: 'Page', exact: true }).click();
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(new RegExp(`filter=.*${name.toLowerCase()}`));
  await expect(page.locator('tbody tr')).toHaveCount(count);
}

test('a trainer writes a blog post with tags in the editor, and a visitor finds it on the blog by its tag', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
  await page.goto('/trainer/blog');
  await expect(page.getByRole('heading', { name: 'Your blog posts' })).toBeVisible();
  await expect(page).toHaveTitle('Blog');
  // Tara's own posts, her draft included.
  await expect(page.getByTestId('my-blog-post')).toHaveCount(3);
  await expect(page.getByTestId('my-blog-post').filter({ hasText: 'Deadlift cues I use with every athlete' })).toContainText('Draft');

  await page.getByRole('button', { name: 'New post' }).click();
  const editor = page.getByRole('dialog', { name: 'New post' });
  // Checked at the fields before anything is sent.
  await editor.getByRole('button', { name: 'Save post' }).click();
  await expect(editor.getByText('Give the post a title')).toBeVisible();
  await expect(editor.getByText('Write something in the post')).toBeVisible();

  const title = 'Grip strength for lifters and climbers';
  await editor.getByRole('textbox', { name: 'Title' }).fill(title);
  await editor.getByRole('textbox', { name: 'Excerpt' }).fill('Hold on longer: three drills for stronger hands.');
  await editor
    .getByRole('textbox', { name: 'Body' })
    .fill('## Why grip matters\n\nA weak grip ends a set **before your back does**.\n\n- Farmer carries\n- Dead hangs\n- Plate pinches\n\n<script>alert("not run")</script>');
  await editor.getByRole('tab', { name: 'Preview' }).click();
  await expect(editor.getByTestId('body-preview').getByRole('heading', { name: 'Why grip matters' })).toBeVisible();
  await expect(editor.getByTestId('body-preview')).toContainText('<script>alert("not run")</script>');
  await editor.getByRole('tab', { name: 'Write' }).click();
  const categories = editor.getByRole('combobox', { name: 'Categories' });
  await categories.fill('Training');
  await categories.press('Enter');
  const tags = editor.getByRole('combobox', { name: 'Tags' });
  for (const tag of ['grip', 'forearms']) {
    await tags.fill(tag);
    await tags.press('Enter');
  }
  await editor.getByRole('radio', { name: 'Published (everyone sees it)' }).check();
  // The whole form in one picture: a taller window, the dialog scrolled to its top.
  await page.setViewportSize({ width: 1366, height: 1280 });
  await editor.locator('.MuiDialogContent-root').evaluate((el) => el.scrollTo(0, 0));
  await shoot(page, 'trainer-blog-editor');
  await page.setViewportSize({ width: 1366, height: 900 });
  await editor.getByRole('button', { name: 'Save post' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Your post is published' })).toBeVisible();
  await expect(editor).toBeHidden();
  const mine = page.getByTestId('my-blog-post').filter({ hasText: title });
  await expect(mine).toContainText('Published');
  await expect(mine).toContainText('#grip');

  const { context, page: guest } = await visitor(browser);
  try {
    await guest.goto('/');
    await guest.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(guest).toHaveURL(/\/blog$/);
    await expect(guest.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(guest.getByTestId('blog-post-card').first()).toContainText(title);
    await expect(guest.getByTestId('site-footer')).toContainText('Sportlink connects athletes');
    await shoot(guest, 'blog-list');

    // By tag: the new tag filters the list to the new post.
    await guest.getByTestId('filter-tag-grip').click();
    await expect(guest).toHaveURL(/\/blog\?tag=grip$/);
    await expect(guest.getByTestId('blog-count')).toHaveText('1 post');
    await expect(guest.getByTestId('blog-post-card')).toHaveCount(1);
    // Two tags: any of them, then all of them.
    await guest.getByTestId('filter-tag-running').click();
    await expect(guest.getByTestId('blog-count')).toHaveText('3 posts');
    await guest.getByRole('button', { name: 'All filters' }).click();
    await expect(guest).toHaveURL(/rule=all/);
    await expect(guest.getByTestId('blog-empty')).toContainText('No posts match these filters.');
    await guest.getByRole('button', { name: 'Any filter' }).click();
    await expect(guest.getByTestId('blog-count')).toHaveText('3 posts');

    await guest.getByTestId('blog-post-card').filter({ hasText: title }).getByRole('link', { name: new RegExp(title) }).click();
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(guest).toHaveTitle(title);
    await expect(guest.getByRole('heading', { level: 2, name: 'Why grip matters' })).toBeVisible();
    await expect(guest.getByRole('listitem').filter({ hasText: 'Dead hangs' })).toBeVisible();
    await expect(guest.locator('article strong')).toHaveText('before your back does');
    // What looks like HTML in a post is shown as text, never run.
    await expect(guest.getByText('<script>alert("not run")</script>')).toBeVisible();
    await shoot(guest, 'blog-post', true);
    // A tag of the post leads back to the list filtered by it.
    await guest.getByRole('link', { name: '#forearms' }).click();
    await expect(guest).toHaveURL(/\/blog\?tag=forearms$/);
    await expect(guest.getByTestId('blog-post-card')).toHaveCount(1);
    await expect(guest.getByTestId('blog-post-card')).toContainText(title);
    // A draft is nobody else's to read.
    const draftsSeen = await page.evaluate(async () => {
      const res = await fetch('/v1/api/sportlink/member/lambda/blog/all?status=draft', { headers: { 'x-project': 'sportlink' } });
      return ((await res.json()) as { list: unknown[] }).list.length;
    });
    expect(draftsSeen).toBe(0);
  } finally {
    await context.close();
  }

  // The trainer deletes the post again.
  await mine.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'The post is deleted' })).toBeVisible();
  await expect(page.getByTestId('my-blog-post')).toHaveCount(3);
});

test('an admin changes the home page’s title in the CMS screen, and the home page shows it', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 860 });
  const changed = 'Coaching that fits your week';
  await signIn(page, 'admin@sportlink.test', '/admin/login');
  await page.goto('/admin/cms');
  await expect(page).toHaveTitle('CMS');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await showPage(page, 'Home', 2);
  await shoot(page, 'admin-cms');
  await rows.filter({ hasText: 'hero_title' }).getByRole('link', { name: 'Edit' }).click();
  const value = page.getByRole('textbox', { name: 'Value' });
  await expect(value).toHaveValue(HERO_DEFAULT);
  await value.fill(changed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/cms\/\d+\/show$/);
  await expect(page.getByText(changed).first()).toBeVisible();

  // A json entry that does not parse is refused, with the server's words.
  await page.goto('/admin/cms');
  await expect(rows).toHaveCount(5);
  await showPage(page, 'Faq', 2);
  await rows.filter({ hasText: 'items' }).getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Value' }).fill('[{"question": ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'A json entry must hold valid JSON' })).toBeVisible();

  const { context, page: guest } = await visitor(browser);
  try {
    await guest.goto('/');
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(changed);
    // The FAQ still reads its questions (the broken value was not saved).
    await guest.getByTestId('site-footer').getByRole('link', { name: 'FAQ' }).click();
    await expect(guest.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(guest.getByRole('button', { name: 'How do I buy a program?' })).toBeVisible();
  } finally {
    await context.close();
  }
});
