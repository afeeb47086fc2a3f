import { expect, test } from '../support/test';
import { expectNoAxeViolationsAtEachWidth, PHONE_VIEWPORT } from '../support/axe';
import { fromLandingToProducts, openSignedIn, signIn } from '../support/sign-in';
import { expectChosen } from '../support/native-select';

// Changes global site settings, so it runs in its own project after every other journey, one test at a time,
// and puts back every value it changes.
test.describe.configure({ mode: 'serial' });

test('an administrator turns guest access off, a visitor is sent to sign in, and the change is logged', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, 'admin', '/admin');
  const card = page.getByRole('region', { name: 'Site Settings' });
  const guests = card.getByRole('switch', { name: 'Allow guests' });
  await expect(guests).toBeChecked();
  await expect(card.getByRole('button', { name: 'Save Site Settings' })).toBeDisabled();
  await guests.uncheck();
  await card.getByRole('button', { name: 'Save Site Settings' }).click();
  await expect(page.getByText('Site settings saved.')).toBeVisible();
  await expect(card.getByRole('table', { name: 'Recent site setting changes' }).getByRole('row').nth(1)).toContainText(
    'allowGuest',
  );
  await expect(card.getByRole('table', { name: 'Recent site setting changes' }).getByRole('row').nth(1)).toContainText(
    'Alex Admin',
  );

  try {
    const visitor = await browser.newPage();
    await visitor.goto('/products');
    await expect(visitor).toHaveURL(/\/login/);
    await visitor.close();
  } finally {
    await guests.check();
    await card.getByRole('button', { name: 'Save Site Settings' }).click();
    await expect(guests).toBeChecked();
    await expect(card.getByRole('button', { name: 'Save Site Settings' })).toBeDisabled();
  }
  const visitor = await browser.newPage();
  await visitor.goto('/products');
  await expect(visitor).toHaveURL(/\/products/);
  await visitor.close();
});

test('an administrator sets the global default layout; a user without an own default opens the products in it', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, 'admin', '/admin');
  const card = page.getByRole('region', { name: 'Default Page Layout' });
  await expect(card.getByLabel('Default layout')).toContainText('Grid');
  await card.getByLabel('Default layout').click();
  await page.getByRole('option', { name: 'List' }).click();
  await expect(page.getByText('Page layout successfully changed.')).toBeVisible();
  try {
    const context = await browser.newContext();
    const user = await context.newPage();
    await signIn(user, 'customer');
    await fromLandingToProducts(user);
    await expect(user.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await context.close();
  } finally {
    await card.getByLabel('Default layout').click();
    await page.getByRole('option', { name: 'Grid' }).click();
    await expect(card.getByLabel('Default layout')).toContainText('Grid');
  }
});

// Spec 3 §6: every user may save their own default layout and sort. After the global default journey above (it needs
// a customer without one); puts the layout and sort back to the site's, which the other journeys open with.
test('a customer user sets their own default layout on /settings and the products page opens in it, here and after a new sign-in', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, 'customer', '/settings');
  const card = page.getByRole('region', { name: 'Product Page Defaults' });
  const layout = card.getByLabel('Default layout');
  await expect(layout).toContainText('Grid');
  await expect(card.getByLabel('Default sort')).toContainText('Description');
  await layout.click();
  await page.getByRole('option', { name: 'List' }).click();
  await expect(page.getByText('Page layout successfully changed.')).toBeVisible();
  await expect(layout).toContainText('List');
  try {
    // At once, without signing in again.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Products', exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/products/);
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // Kept for the user on the server, not in the tab: another browser opens the products in it too.
    const context = await browser.newContext();
    const other = await context.newPage();
    await signIn(other, 'customer');
    await fromLandingToProducts(other);
    await expect(other.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await context.close();
  } finally {
    await page.goto('/settings');
    await layout.click();
    await page.getByRole('option', { name: 'Grid' }).click();
    await expect(page.getByText('Page layout successfully changed.').first()).toBeVisible();
    await expect(layout).toContainText('Grid');
  }
});

test('an administrator is pointed to Settings for their own defaults, and has them there', async ({ page }) => {
  await openSignedIn(page, 'admin', '/admin');
  await expect(page.getByRole('region', { name: 'Default Page Layout' })).toContainText(
    'What the product page opens with for everyone who has not chosen their own Product Page Defaults in Settings.',
  );
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  const card = page.getByRole('region', { name: 'Product Page Defaults' });
  await expect(card.getByLabel('Default layout')).toContainText('Grid');
  await expect(card.getByLabel('Default sort')).toContainText('Description');
});

test('an administrator hides Product History from customer users; a customer no longer has it, then it is back', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, 'admin', '/admin');
  const card = page.getByRole('region', { name: 'Menu Entries' });
  const hide = card.getByRole('switch', { name: 'Hide Product History' });
  await expect(hide).not.toBeChecked();
  await hide.click();
  await expect(page.getByText('Menu entry saved.').first()).toBeVisible();
  await expect(hide).toBeChecked();
  try {
    const context = await browser.newContext();
    const user = await context.newPage();
    await signIn(user, 'customer');
    await expect(user).not.toHaveURL(/\/login/);
    // A hidden entry takes its route with it (spec 3 §6).
    await user.goto('/history/products');
    await expect(user.getByText("Oops... This page doesn't exist!")).toBeVisible();
    await user.goto('/history/orders');
    await expect(user.getByRole('link', { name: 'Orders' }).first()).toBeVisible();
    await expect(
      user.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Products', exact: true }),
    ).toHaveCount(1);
    await context.close();
  } finally {
    await hide.click();
    await expect(hide).not.toBeChecked();
  }
});

test('an administrator locks Product History for customer users: its menu item and its page are gone, as the card says', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, 'admin', '/admin');
  const card = page.getByRole('region', { name: 'Menu Entries' });
  // Spec 3 §6: invisible or locked, an entry loses its route and its menu item.
  await expect(card).toContainText(
    'A hidden or locked entry disappears from the menu, and its page can no longer be opened.',
  );
  await expect(card.getByRole('row', { name: /^Product History/ })).toBeVisible();
  const lock = card.getByRole('switch', { name: 'Lock Product History' });
  const context = await browser.newContext();
  const user = await context.newPage();
  await signIn(user, 'customer');
  await expect(user).not.toHaveURL(/\/login/);
  await user.goto('/history/orders');
  const menu = user.getByRole('navigation', { name: 'Main menu' });
  // The catalogue and the product history are told apart.
  await expect(menu.getByRole('link', { name: 'Product History', exact: true })).toHaveAttribute(
    'href',
    '/history/products',
  );
  await expect(menu.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('href', '/products');

  await lock.click();
  await expect(page.getByText('Menu entry saved.').first()).toBeVisible();
  await expect(lock).toBeChecked();
  try {
    await user.reload();
    await expect(menu.getByRole('link', { name: 'Products', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Product History', exact: true })).toHaveCount(0);
    await user.goto('/history/products');
    await expect(user.getByText("Oops... This page doesn't exist!")).toBeVisible();
  } finally {
    await context.close();
    await lock.click();
    await expect(lock).not.toBeChecked();
  }
});

test('an administrator requests an image sync and follows it to the end', async ({ page }) => {
  await openSignedIn(page, 'admin', '/admin');
  const card = page.getByRole('region', { name: 'Product Images' });
  await card.getByRole('button', { name: 'Sync Images' }).click();
  await expect(page.getByText('Request to sync images successful.')).toBeVisible();
  await expect(card.getByText(/^Last sync finished/)).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('button', { name: 'Sync Images' })).toBeEnabled();
  // The sync ran as a background job: the jobs card lists it, done (issue 29).
  const jobs = page.getByRole('region', { name: 'Background Jobs' });
  await jobs.getByRole('button', { name: 'Refresh' }).click();
  const syncRow = jobs.getByRole('row').filter({ hasText: 'Image sync' }).first();
  await expect(syncRow).toContainText('Done');
  await jobs.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Failed for good' }).click();
  await expect(jobs.getByText('No jobs are failed for good.')).toBeVisible();
});

test.describe('at phone width, scanned at both widths', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the admin page passes axe', async ({ page }) => {
    await openSignedIn(page, 'admin', '/admin');
    await expect(page.getByRole('switch', { name: 'Allow guests' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sync Images' })).toBeVisible();
    // The purge that runs when the server starts is the first background job.
    await expect(page.getByRole('table', { name: 'Background jobs' })).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, 'admin', async ({ width }) => {
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-${width}.png`, fullPage: true });
    });
  });
});

test('with defaultToStandardOrder on, a customer opens the products on the Standard order guide, and may still switch layout', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, 'admin', '/admin');
  const card = page.getByRole('region', { name: 'Site Settings' });
  const standard = card.getByRole('switch', { name: 'Open the Standard order guide' });
  const saveSettings = card.getByRole('button', { name: 'Save Site Settings' });
  await expect(standard).not.toBeChecked();
  await standard.check();
  await saveSettings.click();
  await expect(page.getByText('Site settings saved.')).toBeVisible();
  try {
    const context = await browser.newContext();
    const user = await context.newPage();
    await signIn(user, 'customer');
    await fromLandingToProducts(user);
    await expectChosen(user.getByRole('combobox', { name: 'Order Guide' }), 'Standard');
    const standardKeys = (await user.evaluate(async () => {
      const res = await fetch('/api/orderguide', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return ((await res.json()) as { name: string; products: unknown[] }[]).find((g) => g.name === 'Standard')!
        .products.length;
    })) as number;
    await expect(user.getByText(new RegExp(`^${standardKeys} result`))).toBeVisible();
    // Chosen by default, not arrived with: the Layout switch stays.
    await expect(user.getByRole('button', { name: 'List', exact: true })).toBeVisible();
    await context.close();
  } finally {
    await standard.uncheck();
    await saveSettings.click();
    await expect(saveSettings).toBeDisabled();
    await expect(standard).not.toBeChecked();
  }
});
