import { expect, type Page, test } from '../support/test';
import { expectNoAxeViolations, VIEWPORTS } from '../support/axe';
import { fromLandingToProducts, signIn } from '../support/sign-in';

// Zero axe violations (WCAG 2.1 A and AA) on every screen, signed in and as a guest, at desktop and phone width.
// Screens that write a cart or place an order are checked in checkout-accessibility.spec.ts, after the journeys.

const cards = (page: Page) => page.getByRole('region', { name: 'Products' }).locator('article');

async function layout(page: Page, name: 'Grid' | 'List' | 'Quick Entry') {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
}

async function otherLayouts(page: Page, who: string, quickEntry: boolean) {
  await layout(page, 'List');
  await expect(cards(page).first()).toBeVisible();
  await expectNoAxeViolations(page, `${who}: products list`);
  if (quickEntry) {
    await layout(page, 'Quick Entry');
    await expect(page.getByRole('table', { name: 'Quick Entry' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page, `${who}: quick entry`);
  }
  await layout(page, 'Grid');
}

async function filterSheet(page: Page, who: string) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await expectNoAxeViolations(page, `${who}: phone filter sheet`);
  await sheet.getByRole('button', { name: 'Show Products' }).click();
  await expect(sheet).toBeHidden();
}

/** The catalogue screens a visitor can reach without writing anything. */
async function catalogueScreens(
  page: Page,
  who: string,
  { quickEntry, layouts }: { quickEntry: boolean; layouts: boolean },
) {
  await page.goto('/products');
  await expect(cards(page).first()).toBeVisible();
  await expectNoAxeViolations(page, `${who}: products grid`);
  // Phones show the grid only (no layout switch), and the filters in a bottom sheet.
  if (layouts) await otherLayouts(page, who, quickEntry);
  else await filterSheet(page, who);

  await cards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/In stock: |Out of stock/).first()).toBeVisible();
  await expectNoAxeViolations(page, `${who}: product detail`);

  await page
    .getByRole('button', { name: /^Add To Cart/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, `${who}: add-to-cart dialog`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto('/categories');
  await expect(page.getByRole('region').first()).toBeVisible();
  await expectNoAxeViolations(page, `${who}: categories`);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} width (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('login and the guest catalogue', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByLabel(/^Username/)).toBeVisible();
      await expectNoAxeViolations(page, 'login');
      await catalogueScreens(page, 'guest', { quickEntry: false, layouts: viewport.name === 'desktop' });
    });

    test('select customer', async ({ page }) => {
      await signIn(page, 'sales');
      await expect(page).toHaveURL(/\/select-customer/);
      await expect(page.getByRole('option').first()).toBeVisible();
      await expectNoAxeViolations(page, 'select customer');
    });

    test('the signed-in catalogue and not-found', async ({ page }) => {
      await signIn(page, 'customer');
      await fromLandingToProducts(page);
      await catalogueScreens(page, 'customer', { quickEntry: true, layouts: viewport.name === 'desktop' });
      if (viewport.name === 'phone') {
        await page.getByRole('button', { name: /menu/i }).first().click();
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
        await expectNoAxeViolations(page, 'customer: side menu open');
        await page.keyboard.press('Escape');
      }
      await page.goto('/no/such/page');
      await expect(page.getByText("Oops... This page doesn't exist!")).toBeVisible();
      await expectNoAxeViolations(page, 'customer: not found');
    });
  });
}
