/**
 * Accessibility of the trainer studio: every screen of the area as the demo trainer sees it (with data, empty where a
 * filter empties it, its main dialogs open, its forms showing their validation errors), checked with axe (no serious
 * or critical WCAG 2.1 AA violation), the main screens in the light and the dark theme; and the keyboard alone gets
 * through the main dialogs, with the focus back where it was.
 */
import { expect, test, type Page } from './support/test';
import { visit } from './support/navigation';
import { expectAccessible, expectAccessibleInBothThemes } from './support/axe';
import { signIn } from './support/session';

// Each axe pass over a full studio screen takes a few seconds; a test checks several.
test.describe.configure({ timeout: 120_000 });

async function signInAsTrainer(page: Page) {
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, 'trainer@sportlink.test', '/login?role=trainer');
}

/** The id of one of the demo trainer's programs, by its title (from the programs list). */
async function programId(page: Page, title: string): Promise<number> {
  await visit(page, '/trainer/programs');
  const href = await page.getByRole('link', { name: title, exact: true }).getAttribute('href');
  return Number(/(\d+)$/.exec(href ?? '')![1]);
}

test('the dashboard and the sales are accessible in both themes, and with no sale matching', async ({ page }) => {
  await signInAsTrainer(page);
  await visit(page, '/trainer/dashboard');
  await expect(page.getByTestId('trainer-sales')).toHaveText('3');
  await expect(page.getByRole('img', { name: /Revenue and enrollments per day/ })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'dashboard');

  await visit(page, '/trainer/transactions');
  await expect(page.getByRole('table', { name: 'Sales' }).locator('tbody tr')).toHaveCount(3);
  await expectAccessibleInBothThemes(page, 'transactions');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page.getByRole('table', { name: 'Sales' })).toContainText('No sales match these filters.');
  await expectAccessible(page, 'transactions, none matching');
});

test('the programs list is accessible in both themes, filtered to nothing, and with a program’s actions menu open', async ({ page }) => {
  await signInAsTrainer(page);
  await visit(page, '/trainer/programs');
  await expect(page.getByTestId('program-row').first()).toBeVisible();
  await expectAccessibleInBothThemes(page, 'programs');

  const menu = page.getByRole('button', { name: /^More actions for / }).first();
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeFocused();
  await expectAccessible(page, 'programs, actions menu open');
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();

  await visit(page, '/trainer/programs?q=no-such-program-anywhere');
  await expect(page.getByText('No program matches the filter.')).toBeVisible();
  await expectAccessible(page, 'programs, none matching');
});

test('the program builder is accessible: a new program, a saved one in both themes, a field in error, the exercise picker and a confirmation', async ({ page }) => {
  await signInAsTrainer(page);
  await visit(page, '/trainer/add-program');
  await expect(page.getByTestId('builder-title')).toHaveText('New program');
  await expect(page.getByTestId('save-state')).toContainText('Give the program a title');
  await expectAccessible(page, 'builder, new program');

  const id = await programId(page, 'Hypertrophy Block');
  await visit(page, `/trainer/edit-program/${id}`);
  await expect(page.getByTestId('split').first()).toBeVisible();
  await expectAccessibleInBothThemes(page, 'builder, saved program');

  // A title too short is shown at its field (and not saved).
  const title = page.getByRole('textbox', { name: 'Title', exact: true }).first();
  await title.fill('Hy');
  await title.blur();
  await expect(page.getByText('Give the program a title of 3 to 120 characters').first()).toBeVisible();
  await expectAccessible(page, 'builder, title in error');
  await title.fill('Hypertrophy Block');
  await title.blur();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');

  // The exercise picker, both tabs, opened and closed with the keyboard: the focus comes back to its button.
  const addExercise = page.getByTestId('workout').first().getByRole('button', { name: 'Add exercise' });
  await addExercise.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: /^Add an exercise to / });
  await expect(picker.getByRole('combobox', { name: 'Exercise' })).toBeFocused();
  await expectAccessible(page, 'exercise picker, library');
  await picker.getByRole('tab', { name: 'New exercise' }).click();
  await picker.getByRole('button', { name: 'Create and add' }).click();
  await expect(picker.getByText('Give the exercise a name')).toBeVisible();
  await expectAccessible(page, 'exercise picker, new exercise with its error');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(addExercise).toBeFocused();

  // Deleting a split asks first; Cancel leaves everything as it was.
  const deleteSplit = page.getByRole('button', { name: /^Delete split / }).first();
  await deleteSplit.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: /^Delete .*\?$/ });
  await expect(confirm.getByRole('button', { name: 'Delete split' })).toBeVisible();
  await expectAccessible(page, 'builder, delete split confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(confirm).toBeHidden();
  await expect(deleteSplit).toBeFocused();
  await expect(page.getByTestId('split').first()).toBeVisible();
});

test('a program read on its page, with its structure and reviews, is accessible in both themes', async ({ page }) => {
  await signInAsTrainer(page);
  const id = await programId(page, 'Hypertrophy Block');
  await visit(page, `/trainer/view-program/${id}`);
  await expect(page.getByTestId('view-split').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'view program');
});

test('the discounts are accessible in both themes, empty for a program, and with the form showing its errors', async ({ page }) => {
  await signInAsTrainer(page);
  await visit(page, '/trainer/discount');
  await expect(page.getByRole('table', { name: 'Discounts' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'discounts');

  const id = await programId(page, 'Hypertrophy Block');
  await visit(page, `/trainer/discount/${id}`);
  await expect(page.getByRole('table', { name: 'Discounts' })).toContainText('No discounts yet.');
  await expectAccessible(page, 'discounts of a program, none');

  const add = page.getByRole('button', { name: 'New discount' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'New discount' });
  await dialog.getByRole('spinbutton', { name: 'Percentage off' }).fill('120');
  await dialog.getByRole('textbox', { name: 'Code (optional)' }).fill('x');
  await dialog.getByRole('button', { name: 'Create discount' }).click();
  await expect(dialog.getByText('Enter a whole percentage from 1 to 100')).toBeVisible();
  await expect(dialog.getByText('3 to 32 letters, digits, - or _')).toBeVisible();
  await expectAccessible(page, 'discount form with its errors');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

test('the feed is accessible in both themes, and with a post being edited', async ({ page }) => {
  await signInAsTrainer(page);
  await visit(page, '/trainer/feed');
  await expect(page.getByTestId('post').first()).toBeVisible();
  await expectAccessibleInBothThemes(page, 'feed');
  const edit = page.getByTestId('post').first().getByRole('button', { name: 'Edit post' });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit post' });
  await expect(dialog.getByRole('textbox', { name: 'Text' })).toBeVisible();
  await expectAccessible(page, 'feed, editing a post');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeFocused();
});

test('the athletes are accessible in both themes, with the schedule dialog showing its errors and the removal asked first', async ({ page }) => {
  await signInAsTrainer(page);
  await visit(page, '/trainer/athlete-management');
  await expect(page.getByRole('table', { name: 'Athletes' }).locator('tbody tr').first()).toBeVisible();
  await expectAccessibleInBothThemes(page, 'athlete management');

  const schedule = page.getByRole('button', { name: 'Schedule a session', exact: true });
  await schedule.click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a session' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('');
  await dialog.getByRole('button', { name: 'Add to Google Calendar' }).click();
  await expect(dialog.getByText('Give the session a title')).toBeVisible();
  await expectAccessible(page, 'schedule a session, with its errors');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(schedule).toBeFocused();

  await page.getByRole('button', { name: 'Remove access' }).first().click();
  const confirm = page.getByRole('dialog', { name: /^Remove .*access\?$/ });
  await expect(confirm.getByRole('textbox', { name: 'Message to the athlete (optional)' })).toBeVisible();
  await expectAccessible(page, 'remove access confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});

test('the blog posts are accessible in both themes, and the editor with its errors and its preview', async ({ page }) => {
  await signInAsTrainer(page);
  await visit(page, '/trainer/blog');
  await expect(page.getByRole('heading', { name: 'Your blog posts' })).toBeVisible();
  await expect(page.getByTestId('my-blog-post').or(page.getByTestId('my-blog-empty')).first()).toBeVisible();
  await expectAccessibleInBothThemes(page, 'trainer blog');

  await page.getByRole('button', { name: 'New post' }).click();
  const editor = page.getByRole('dialog', { name: 'New post' });
  await editor.getByRole('button', { name: 'Save post' }).click();
  await expect(editor.getByText('Give the post a title')).toBeVisible();
  await expect(editor.getByText('Write something in the post')).toBeVisible();
  await expectAccessible(page, 'blog editor with its errors');
  await editor.getByRole('tab', { name: 'Preview' }).click();
  await expect(editor.getByTestId('body-preview')).toBeVisible();
  await expectAccessible(page, 'blog editor, preview');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
});

test('the profile form is accessible in both themes, and with its errors shown', async ({ page }) => {
  await signInAsTrainer(page);
  await visit(page, '/trainer/profile-completion');
  const bio = page.getByRole('textbox', { name: 'Bio', exact: true });
  await expect(bio).toHaveValue(/./);
  await expectAccessibleInBothThemes(page, 'profile completion');
  await bio.fill('');
  await page.getByRole('spinbutton', { name: 'Years of experience', exact: true }).fill('200');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Write a short bio: athletes read it before they buy')).toBeVisible();
  await expect(page.getByText('Years of experience is a whole number from 0 to 80')).toBeVisible();
  await expectAccessible(page, 'profile completion with its errors');
});
