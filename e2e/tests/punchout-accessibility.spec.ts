import { expectNoAxeViolationsAtEachWidth, PHONE_VIEWPORT } from '../support/axe';
import { tabTo } from '../support/keyboard';
import { cxmlSetup, type Procurement, readOrderMessage, startProcurement } from '../support/procurement';
import { expect, type Page, test as base } from '../support/test';

// Zero axe violations, in light and dark mode, at 1280 and 375 px, on the punchout screens (issue 28): the products
// page, the cart, checkout's Review Cart step, an inspect session's read-only cart and the expired page; and Transfer
// Cart reached and pressed with the keyboard alone. Each journey runs once at 375 px and scans every screen at both
// widths.

const test = base.extend<{ procurement: Procurement }>({
  // eslint-disable-next-line no-empty-pattern
  procurement: async ({}, use) => {
    const procurement = await startProcurement();
    await use(procurement);
    await procurement.close();
  },
});

const cookieOf = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Opens a start page in the tab (a window of its own: the axe helper switches modes through the page's storage). */
async function enter(page: Page, start: string): Promise<void> {
  await page.goto(start);
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('region', { name: 'Product filters' })).toBeVisible();
}

/** Two lines in the cart, added from the first two product cards through the Add To Cart dialog. */
async function addTwo(page: Page): Promise<void> {
  const adds = page.getByRole('button', { name: /^Add To Cart: / });
  for (const n of [0, 1]) {
    await adds.nth(n).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await expect(page.getByRole('link', { name: /^Cart, 2 line\(s\)/ })).toBeVisible();
}

test.describe('at phone width, scanned at both widths', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('a punchout buyer: products, cart, Review Cart, and Transfer Cart by keyboard', async ({
    page,
    server,
    procurement,
  }) => {
    const buyerCookie = cookieOf('a11y');
    const start = await cxmlSetup(server.url, { buyerCookie, returnUrl: procurement.returnUrl('a11y') });
    await enter(page, start);
    await expectNoAxeViolationsAtEachWidth(page, 'punchout: products');

    await addTwo(page);
    await page.getByRole('link', { name: /^Cart, / }).click();
    await expect(page.getByText('2 line(s)')).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, 'punchout: cart');

    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Review Cart' })).toBeVisible();
    await expect(page.getByText('Estimated Total')).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, 'punchout: checkout, Review Cart');

    const posted = procurement.nextPost();
    await tabTo(page, page.getByRole('button', { name: 'Transfer Cart' }));
    await page.keyboard.press('Enter');
    expect((await posted).fields.map(([name]) => name)).toEqual(['cxml-urlencoded']);
    await expect(page.getByRole('heading', { name: 'Cart received' })).toBeVisible();
  });

  test('an inspect session: the read-only cart, its review, and the expired page of a spent code', async ({
    page,
    server,
    procurement,
  }) => {
    // The cart of a create session goes back, then the procurement system inspects the lines it got.
    const created = await cxmlSetup(server.url, {
      buyerCookie: cookieOf('a11y-create'),
      returnUrl: procurement.returnUrl('create'),
    });
    await enter(page, created);
    await addTwo(page);
    await page.goto('/checkout');
    const posted = procurement.nextPost();
    await page.getByRole('button', { name: 'Transfer Cart' }).click();
    const sent = readOrderMessage((await posted).fields[0]?.[1] ?? '');
    // The post navigates the window to the receiver: the next start page must not race it.
    await expect(page.getByRole('heading', { name: 'Cart received' })).toBeVisible();
    const itemOut = sent.items.map(({ quantity, supplierPartId, auxiliaryId, unit }) => ({
      quantity,
      supplierPartId,
      auxiliaryId,
      unit,
    }));
    expect(itemOut).toHaveLength(2);

    const inspect = await cxmlSetup(server.url, {
      buyerCookie: cookieOf('a11y-inspect'),
      operation: 'inspect',
      itemOut,
      returnUrl: procurement.returnUrl('inspect'),
    });
    await enter(page, inspect);
    await page.getByRole('link', { name: /^Cart, 2 line\(s\)/ }).click();
    await expect(page.getByText('This cart can only be returned to your procurement system.')).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, 'punchout inspect: cart');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Review Cart' })).toBeVisible();
    await expect(page.getByText('Estimated Total')).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, 'punchout inspect: checkout, Review Cart');

    await page.goto(inspect);
    await expect(page.getByRole('heading', { level: 1, name: 'Punchout session expired' })).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, 'punchout: expired');
  });
});
