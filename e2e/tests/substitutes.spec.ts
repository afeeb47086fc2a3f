import type { Locator } from '@playwright/test';
import { expect, type Page, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { api, cartLines, dollars, productList, type WireProduct } from '../support/cart-api';
import { deliveryDetails, step } from '../support/checkout';
import { tabTo } from '../support/keyboard';
import { fromLandingToProducts, openProducts, openSignedIn, signIn } from '../support/sign-in';

// Issue 31, substitutions: Bayside Bistro's buyer has a line of a sold-out product (the demo sells out 100005 and
// names 100006 as its substitute). The cart, the phone cards and checkout's review show why it cannot be filled and
// offer 'Replace with ...'; the line can refuse substitutes, and so can the customer's preference on /settings.
// The buyer's cart and Bayside Bistro's preference are shared by the worker's other journeys: each test empties the
// cart first and after, and puts the preference back.

const SOLD_OUT = '100005';
const SOLD_OUT_NAME = 'Ground Beef, 80/20 Chub';
const SUBSTITUTE = '100006';
const SUBSTITUTE_NAME = 'Ground Beef, 85/15 Chub';
const REPLACE = `Replace with ${SUBSTITUTE_NAME}`;
const NO_SUBSTITUTES = 'No substitutes for this line';

interface WireOffer {
  productKey: number;
  description: string;
  quantity: { value: string; unit: string };
  unitPrice: { factor: string; from: string };
  extension: string;
  difference: string | null;
}

interface WireUnfilledLine {
  id: number;
  productKey: number;
  quantity: { value: string; unit: string };
  noSubstitutes: boolean;
  unfilled: { reason: string; substitute: WireOffer | null } | null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '187.60' as '$187.60'. */
const money = (amount: string) => dollars(BigInt(amount.replace('.', '').replace('-', '')));

/** The difference as the page shows it: '+$22.60', '−$1.10' (a true minus sign), '$0.00'. */
function signedMoney(difference: string): string {
  const shown = money(difference);
  if (/^-?0+(\.0+)?$/.test(difference)) return shown;
  return difference.startsWith('-') ? `\u2212${shown}` : `+${shown}`;
}

async function productOf(page: Page, code: string): Promise<WireProduct> {
  const found = (await productList(page, `s=${code}`)).find(
    (p) => p.productCode === code || p.formattedProductCode === code,
  );
  expect(found, `${code} in the catalogue`).toBeDefined();
  return found!;
}

async function readCart(page: Page): Promise<WireUnfilledLine[]> {
  return (await api<{ lines: WireUnfilledLine[] }>(page, 'GET', '/api/cart')).body.lines;
}

/** Signs the buyer in on an empty cart and adds 2 cases (or 2 of its first sell-by unit) of the sold-out product. */
async function buyerWithSoldOutLine(page: Page): Promise<WireUnfilledLine> {
  await openProducts(page, 'customer');
  expect((await api(page, 'DELETE', '/api/cart')).status).toBeLessThan(300);
  const beef = await productOf(page, SOLD_OUT);
  const sellBy = beef.sellBys.find((s) => s.unitOfMeasure === 'CS') ?? beef.sellBys[0]!;
  const added = await api(page, 'POST', '/api/cart/line', {
    productKey: beef.productKey,
    orderQuantity: 2 * Math.max(1, sellBy.sellByMultiple),
    unitOfMeasure: sellBy.unitOfMeasure,
    unitOfMeasure_Prc: beef.pricingUM,
  });
  expect(added.status).toBe(200);
  const [line, ...others] = await readCart(page);
  expect(others).toEqual([]);
  expect(line).toMatchObject({ productKey: beef.productKey, noSubstitutes: false });
  expect(line!.unfilled?.reason).toBe('Out of stock');
  return line!;
}

/** The offer's texts on the page: the button naming the substitute, what it orders, its price and the difference. */
async function expectOffer(scope: Locator, offer: WireOffer) {
  await expect(scope.getByRole('button', { name: REPLACE })).toBeVisible();
  const detail = `${offer.quantity.value} ${offer.quantity.unit} · `;
  await expect(scope).toContainText(detail);
  await expect(scope).toContainText(`${money(offer.extension)} (${signedMoney(offer.difference ?? '0')})`);
  await expect(scope).toContainText(new RegExp(`\\$${escapeRegExp(offer.unitPrice.factor)} / ${offer.unitPrice.from}`));
}

const soldOutRow = (page: Page) => page.getByRole('row', { name: SOLD_OUT_NAME });

test.describe('a buyer with a sold-out line', () => {
  test.afterEach(async ({ page }) => {
    // The worker's other journeys start from Bayside Bistro's cart and its default preference.
    if (!page.url().startsWith('http')) return;
    await api(page, 'DELETE', '/api/cart');
    await api(page, 'PUT', '/api/preferences/substitutions', { preference: 'ask' });
  });

  test('replaces it with the named substitute from the keyboard, at the same quantity', async ({ page }) => {
    const line = await buyerWithSoldOutLine(page);
    const offer = line.unfilled!.substitute!;
    const substitute = await productOf(page, SUBSTITUTE);
    expect(offer).toMatchObject({ productKey: substitute.productKey, description: SUBSTITUTE_NAME });
    expect(offer.quantity).toEqual(line.quantity);

    await page.goto('/cart');
    const row = soldOutRow(page);
    await expect(row.getByText('Out of stock')).toBeVisible();
    await expectOffer(row, offer);
    await expect(row.getByRole('checkbox', { name: NO_SUBSTITUTES })).not.toBeChecked();
    await expectNoAxeViolations(page, 'cart: an out-of-stock line with its substitute');

    // On a phone the line is a card, with the same offer, and nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    const card = page.getByRole('listitem', { name: SOLD_OUT_NAME });
    await expect(card.getByText('Out of stock')).toBeVisible();
    await expectOffer(card, offer);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page, 'cart: an out-of-stock line with its substitute (phone)');
    await page.setViewportSize({ width: 1280, height: 800 });

    // From the line's link, Tab reaches 'Replace with ...' (every stop showing the focus); Enter replaces the line.
    await row.getByRole('link', { name: SOLD_OUT_NAME }).focus();
    const replace = row.getByRole('button', { name: REPLACE });
    await tabTo(page, replace, { max: 3 });
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Replaced ${SOLD_OUT_NAME} with ${SUBSTITUTE_NAME}`)).toBeVisible();
    await expect(soldOutRow(page)).toHaveCount(0);
    await expect(page.getByText('Out of stock')).toHaveCount(0);
    const replaced = page.getByRole('row', { name: SUBSTITUTE_NAME });
    await expect(replaced).toContainText(`${line.quantity.value} ${line.quantity.unit}`);
    await expect(replaced).toContainText(money(offer.extension));
    await expect(replaced.getByRole('button', { name: /^Replace with/ })).toHaveCount(0);

    const lines = await cartLines(page);
    expect(lines.map((l) => [l.productKey, l.quantity.value, l.quantity.unit, l.extension])).toEqual([
      [substitute.productKey, line.quantity.value, line.quantity.unit, offer.extension],
    ]);
  });

  test("ticks 'No substitutes for this line': no offer, after a reload too", async ({ page }) => {
    const line = await buyerWithSoldOutLine(page);
    await page.goto('/cart');
    const row = soldOutRow(page);
    await expect(row.getByRole('button', { name: REPLACE })).toBeVisible();

    const refuse = row.getByRole('checkbox', { name: NO_SUBSTITUTES });
    await refuse.check();
    await expect(refuse).toBeChecked();
    await expect(refuse).toBeEnabled();
    await expect(row.getByRole('button', { name: REPLACE })).toHaveCount(0);
    await expect(row.getByText('Out of stock')).toBeVisible();
    // Ticking the box edits nothing else: no Edit Cart dialog opened from the row.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await readCart(page))[0]).toMatchObject({
      id: line.id,
      noSubstitutes: true,
      quantity: line.quantity,
      unfilled: { reason: 'Out of stock', substitute: null },
    });

    await page.reload();
    await expect(soldOutRow(page).getByText('Out of stock')).toBeVisible();
    await expect(soldOutRow(page).getByRole('checkbox', { name: NO_SUBSTITUTES })).toBeChecked();
    await expect(soldOutRow(page).getByRole('button', { name: REPLACE })).toHaveCount(0);
  });

  test("with the preference 'Never substitute', the line says why and offers nothing", async ({ page }) => {
    await buyerWithSoldOutLine(page);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Substitutions' });
    await expect(card).toContainText('When a product for Bayside Bistro is out of stock or discontinued:');
    const choices = card.getByRole('radiogroup');
    await expect(choices.getByRole('radio', { name: 'Ask me first' })).toBeChecked();
    await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
    await choices.getByRole('radio', { name: 'Never substitute' }).check();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Substitutions saved')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expectNoAxeViolations(page, 'settings: substitutions');
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Substitutions' }).getByRole('radio', { name: 'Never substitute' }),
    ).toBeChecked();

    await page.goto('/cart');
    const row = soldOutRow(page);
    await expect(row.getByText('Out of stock')).toBeVisible();
    await expect(row.getByRole('button', { name: /^Replace with/ })).toHaveCount(0);
    expect((await readCart(page))[0]!.unfilled).toEqual({ reason: 'Out of stock', substitute: null });
  });

  test("checkout's review lists the line that cannot be filled with its offer", async ({ page }) => {
    const line = await buyerWithSoldOutLine(page);
    const offer = line.unfilled!.substitute!;
    await page.goto('/cart');
    await expect(soldOutRow(page).getByText('Out of stock')).toBeVisible();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await deliveryDetails(page, 'E2E-SUBSTITUTES');
    await expect(step(page, 'Confirm Order')).toBeVisible();

    // MUI's Alert keeps its role (alert) on the section: named by its title.
    const unfilled = page.getByRole('alert', { name: 'A line cannot be filled' });
    const item = unfilled.getByRole('listitem').filter({ hasText: SOLD_OUT_NAME });
    await expect(item).toContainText('Out of stock');
    await expectOffer(item, offer);
    await expectNoAxeViolations(page, 'checkout confirm: a line that cannot be filled');

    // Replacing it here reloads the review: nothing left unfilled, the substitute among the lines.
    await item.getByRole('button', { name: REPLACE }).click();
    await expect(page.getByText(`Replaced ${SOLD_OUT_NAME} with ${SUBSTITUTE_NAME}`)).toBeVisible();
    await expect(unfilled).toHaveCount(0);
    await expect(step(page, 'Confirm Order')).toBeVisible();
    await expect(page.getByText(SUBSTITUTE_NAME).first()).toBeVisible();
  });
});

test('a consumer reaches Settings from the menu and sets their own substitutions there', async ({ page }) => {
  await signIn(page, 'consumer@example.com');
  await expect(page).toHaveURL(/\/select-shipmethod/);
  await page.getByRole('button', { name: /Pickup/ }).click();
  await fromLandingToProducts(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  await expect(page).toHaveURL(/\/settings$/);
  const card = page.getByRole('region', { name: 'Substitutions' });
  await expect(card).toContainText('When a product you order is out of stock or discontinued:');
  await expect(card.getByRole('radio', { name: 'Ask me first' })).toBeChecked();
  await card.getByRole('radio', { name: 'Allow substitutes' }).check();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Substitutions saved')).toBeVisible();
  try {
    expect(
      (await api<{ preference: string; appliesTo: string }>(page, 'GET', '/api/preferences/substitutions')).body,
    ).toMatchObject({ preference: 'allow', appliesTo: 'consumer' });
  } finally {
    await api(page, 'PUT', '/api/preferences/substitutions', { preference: 'ask' });
  }
});

test('an administrator names a product’s substitutes on /admin, in order, and they are kept', async ({ page }) => {
  await openSignedIn(page, 'admin', '/admin');
  const card = page.getByRole('region', { name: 'Product substitutes' });
  await card.getByLabel('Product code', { exact: true }).fill('190009');
  await card.getByRole('button', { name: 'Find' }).click();
  await expect(card.getByRole('heading', { name: /Cheddar Cheese, Mild Shredded \(190-009\)/ })).toBeVisible();
  const list = card.getByRole('list', { name: /Substitutes of 190-009/ });
  // The first code's lookup answers late: the second code is entered, with Enter, while it is still out.
  await page.route('**/api/admin/substitutes?productCode=190001', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  try {
    for (const code of ['190001', '190005']) {
      await card.getByLabel('Substitute product code').fill(code);
      await card.getByLabel('Substitute product code').press('Enter');
    }
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page, 'admin: product substitutes');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Substitutes of 190-009 saved')).toBeVisible();

    await page.reload();
    await card.getByLabel('Product code', { exact: true }).fill('190-009');
    await card.getByRole('button', { name: 'Find' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('190-001');
    await expect(list.getByRole('listitem').last()).toContainText('190-005');
  } finally {
    const found = await api<{ product: { productKey: number } }>(
      page,
      'GET',
      '/api/admin/substitutes?productCode=190009',
    );
    await api(page, 'PUT', `/api/admin/products/${found.body.product.productKey}/substitutes`, { productCodes: [] });
  }
});
