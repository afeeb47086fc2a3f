import { expect, type Page, test } from '../support/test';
import { atWidth, expectNoAxeViolations, expectNoAxeViolationsAtEachWidth, PHONE_VIEWPORT } from '../support/axe';
import { fromLandingToProducts, openSignedIn, signIn } from '../support/sign-in';

// Zero axe violations (WCAG 2.1 A and AA) on every screen, signed in and as a guest, at desktop and phone width: each
// journey runs once at phone width and scans every screen at both widths; the screens only one width has (the desktop's
// layouts, the phone's filter sheet and side menu) are scanned at that width. Screens that write a cart or place an
// order are checked in checkout-accessibility.spec.ts, after the journeys.

const cards = (page: Page) => page.getByRole('region', { name: 'Products' }).locator('article');

async function layout(page: Page, name: 'Grid' | 'List' | 'Quick Entry') {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
}

async function otherLayouts(page: Page, who: string, quickEntry: boolean) {
  await layout(page, 'List');
  await expect(cards(page).first()).toBeVisible();
  await expectNoAxeViolations(page, `${who}: products list (desktop)`);
  if (quickEntry) {
    await layout(page, 'Quick Entry');
    await expect(page.getByRole('table', { name: 'Quick Entry' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page, `${who}: quick entry (desktop)`);
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
async function catalogueScreens(page: Page, who: string, { quickEntry }: { quickEntry: boolean }) {
  await page.goto('/products');
  await expect(cards(page).first()).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, `${who}: products grid`);
  // Phones show the filters in a bottom sheet and the grid only; the desktop's layout switch has List and Quick Entry.
  await filterSheet(page, who);
  await atWidth(page, 'desktop', () => otherLayouts(page, who, quickEntry));

  await cards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/In stock: |Out of stock/).first()).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, `${who}: product detail`);

  await page
    .getByRole('button', { name: /^Add To Cart/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, `${who}: add-to-cart dialog`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto('/categories');
  await expect(page.getByRole('region').first()).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, `${who}: categories`);
}

test.describe('at phone width, scanned at both widths', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('login and the guest catalogue', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel(/^Username/)).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, 'login');
    await catalogueScreens(page, 'guest', { quickEntry: false });
  });

  test('select customer', async ({ page }) => {
    await signIn(page, 'sales');
    await expect(page).toHaveURL(/\/select-customer/);
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, 'select customer');
  });

  test('the signed-in catalogue and not-found', async ({ page }) => {
    await signIn(page, 'customer');
    await fromLandingToProducts(page);
    await catalogueScreens(page, 'customer', { quickEntry: true });
    // The side menu is a drawer on phones only (a permanent one on desktops, scanned with every screen).
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expectNoAxeViolations(page, 'customer: side menu open (phone)');
    await page.keyboard.press('Escape');
    await page.goto('/no/such/page');
    await expect(page.getByText("Oops... This page doesn't exist!")).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, 'customer: not found');
  });
});

test('the header’s home link is named by the site name it shows, when the logo picture fails too', async ({ page }) => {
  // Without the picture the link shows the site name as text: a name of 'Home' alone left that text out of the name
  // (WCAG 2.5.3 Label in Name), which axe reported whenever a scan caught the logo still loading.
  await page.route('**/img/logo.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await openSignedIn(page, 'customer', '/reports');
  const home = page.getByRole('banner').getByRole('link', { name: 'Harbor Foodservice home' });
  await expect(home).toBeVisible();
  await expect(home).toContainText('Harbor Foodservice');
  await expectNoAxeViolations(page, 'the header with the site name for a logo');
  await page.unroute('**/img/logo.svg');
  await page.reload();
  await expect(home.getByRole('img', { name: 'Harbor Foodservice' })).toBeVisible();
});
