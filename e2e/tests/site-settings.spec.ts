import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, VIEWPORTS } from '../support/axe';
import { signIn } from '../support/sign-in';

// Changes global site settings, so it runs in its own project after every other journey, one test at a time,
// and puts back every value it changes.
test.describe.configure({ mode: 'serial' });

test('an administrator turns guest access off, a visitor is sent to sign in, and the change is logged', async ({ page, browser }) => {
  await signIn(page, 'admin');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Site Settings' });
  const guests = card.getByRole('switch', { name: 'Allow guests' });
  await expect(guests).toBeChecked();
  await expect(card.getByRole('button', { name: 'Save Site Settings' })).toBeDisabled();
  await guests.uncheck();
  await card.getByRole('button', { name: 'Save Site Settings' }).click();
  await expect(page.getByText('Site settings saved.')).toBeVisible();
  await expect(card.getByRole('table', { name: 'Recent site setting changes' }).getByRole('row').nth(1)).toContainText('allowGuest');
  await expect(card.getByRole('table', { name: 'Recent site setting changes' }).getByRole('row').nth(1)).toContainText('Alex Admin');

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

for (const viewport of VIEWPORTS) {
  test(`the admin page passes axe at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, 'admin');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/admin');
    await expect(page.getByRole('switch', { name: 'Allow guests' })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots-16/admin-${viewport.width}.png` });
    await expectNoAxeViolations(page, `admin at ${viewport.width}`);
  });
}
