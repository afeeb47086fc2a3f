import type { Frame } from '@playwright/test';
import { cxmlDtdErrors } from '../../apps/server/src/modules/punchout/cxml/cxml-dtd.fixtures';
import { DEMO_SECRET } from '../../apps/server/src/modules/punchout/cxml/setup-request.fixtures';
import {
  CATALOGUE_FRAME,
  cxmlSetup,
  ociCall,
  type OrderMessage,
  type Procurement,
  readOrderMessage,
  type ReceivedPost,
  startProcurement,
} from '../support/procurement';
import { test as base, expect, type Page } from '../support/test';

// Punchout (issue 28): a procurement system opens the storefront in a frame, its buyer shops and transfers the cart,
// and the procurement system's receiver gets the cart back as a cXML PunchOutOrderMessage or as SAP OCI fields.

const test = base.extend<{ procurement: Procurement }>({
  // eslint-disable-next-line no-empty-pattern
  procurement: async ({}, use) => {
    const procurement = await startProcurement();
    await use(procurement);
    await procurement.close();
  },
});

/** Each journey's own buyer cookie: a cookie names the punchout cart, so journeys never share one. */
const cookieOf = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

interface WireCart {
  lines: {
    id: number;
    productKey: number;
    productCode: string;
    description: string;
    quantity: { value: string; unit: string };
    unitPrice: { factor: string };
  }[];
  totals: { lineTotal: string };
}
interface WireProduct {
  productKey: number;
  productCode: string;
  description: string;
  pricingUM: string;
  sellBys: { unitOfMeasure: string; sellByMultiple: number }[];
}

/** The procurement page's frame, as the buyer sees it. */
const catalogue = (page: Page) => page.frameLocator(`iframe[title="${CATALOGUE_FRAME}"]`);

/** The frame as a Playwright Frame (its address, its storage). */
function catalogueFrame(page: Page): Frame {
  const frame = page.frame({ name: 'catalogue' });
  if (!frame) throw new Error('the procurement page has no catalogue frame');
  return frame;
}

/** A punchout session as the test drives it: the storefront, and the token its page sends (read off the wire). */
interface Tab {
  storefront: string;
  token: string;
}

/** A call with the tab's punchout token, as the app makes it. */
async function tabApi<T>(tab: Tab, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${tab.token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${tab.storefront}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Priced products of a search with a sell-by unit, as the catalogue lists them. */
async function products(tab: Tab, search: string, count: number): Promise<WireProduct[]> {
  const list = (await tabApi<{ products: WireProduct[] }>(tab, 'GET', `/api/product/list?s=${search}&pageSize=20`)).body
    .products;
  const found = list.filter((p) => p.sellBys.length > 0).slice(0, count);
  expect(found).toHaveLength(count);
  return found;
}

/** Puts lines in the punchout cart through the API, as the product pages would. */
async function fillCart(tab: Tab, search: string, count: number): Promise<void> {
  const lines = (await products(tab, search, count)).map((p, i) => ({
    productKey: p.productKey,
    unitOfMeasure: p.sellBys[0]!.unitOfMeasure,
    orderQuantity: Math.max(1, p.sellBys[0]!.sellByMultiple) * (i + 2),
    unitOfMeasure_Prc: p.pricingUM,
  }));
  expect((await tabApi(tab, 'POST', '/api/cart/lines', { lines })).status).toBe(200);
}

/** Opens something and returns the bearer token of the page's next GET /api/user: the session the page runs. */
async function sentToken(page: Page, storefront: string, open: () => Promise<unknown>): Promise<string> {
  const request = page.waitForRequest((req) => req.url() === `${storefront}/api/user`, { timeout: 15_000 });
  await open();
  const authorization = (await (await request).headerValue('authorization')) ?? '';
  expect(authorization).toMatch(/^Bearer .{20,}/);
  return authorization.slice('Bearer '.length);
}

/** Arrives in the frame: the code exchanged, on /products without the code in the address, the filters shown. */
async function arrive(page: Page, src: string, procurement: Procurement, storefront: string): Promise<Tab> {
  const token = await sentToken(page, storefront, () => page.goto(procurement.framePage(src)));
  await expect(catalogue(page).getByRole('region', { name: 'Product filters' })).toBeVisible();
  const address = new URL(catalogueFrame(page).url());
  expect(address.pathname).toBe('/products');
  expect(address.search).toBe('');
  return { storefront, token };
}

/** Reloads the storefront inside the frame (the page's own reload, as the buyer's F5 in the frame) and waits for it. */
async function reloadFrame(page: Page): Promise<void> {
  const frame = catalogueFrame(page);
  const loaded = page.waitForResponse(
    (res) => res.request().frame() === frame && res.request().resourceType() === 'document',
  );
  await frame.evaluate(() => setTimeout(() => location.reload(), 0));
  expect((await loaded).status()).toBe(200);
  await expect(catalogue(page).getByRole('region', { name: 'Product filters' })).toBeVisible();
}

/** From the header's cart button through checkout's one step to Transfer Cart; the top window leaves for the receiver. */
async function transferFromCheckout(page: Page, procurement: Procurement): Promise<ReceivedPost> {
  const store = catalogue(page);
  await store.getByRole('link', { name: /^Cart, / }).click();
  await store.getByRole('button', { name: 'Checkout' }).click();
  await expect(store.getByRole('heading', { level: 2, name: 'Review Cart' })).toBeVisible();
  await expect(
    store.getByRole('heading', { name: /Delivery Details|Payment Information|Confirm Order|Receipt/ }),
  ).toHaveCount(0);
  await expect(store.getByRole('button', { name: 'Submit Order' })).toHaveCount(0);
  const posted = procurement.nextPost();
  await store.getByRole('button', { name: 'Transfer Cart' }).click();
  const post = await posted;
  // target _top: the procurement system's own window shows its receiver, the frame is gone.
  await expect(page.getByRole('heading', { name: 'Cart received' })).toBeVisible();
  return post;
}

/** The cXML the receiver got in cxml-urlencoded: DTD-valid, without a secret, read back. */
function cxmlMessage(post: ReceivedPost): OrderMessage {
  expect(post.contentType).toBe('application/x-www-form-urlencoded');
  expect(post.fields.map(([name]) => name)).toEqual(['cxml-urlencoded']);
  const xml = post.fields[0]![1];
  expect(cxmlDtdErrors(xml)).toEqual([]);
  expect(xml).not.toContain('SharedSecret');
  expect(xml).not.toContain(DEMO_SECRET);
  return readOrderMessage(xml);
}

/** The message matches the cart line by line, and its total is the cart's. */
function expectMessageOfCart(message: OrderMessage, cart: WireCart): void {
  expect(message.total).toBe(cart.totals.lineTotal);
  expect(message.items.map((i) => [i.supplierPartId, i.quantity, i.unitPrice])).toEqual(
    cart.lines.map((l) => [l.productCode, l.quantity.value, l.unitPrice.factor]),
  );
}

/** Every call the storefront refused with 403 while the journey ran: a punchout page calls nothing the server refuses it. */
function watchRefusals(page: Page, storefront: string): string[] {
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 403 && res.url().startsWith(storefront))
      refused.push(`${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  return refused;
}

test('cXML: the buyer shops in the frame and transfers the cart; the receiver gets it DTD-valid with its cookie and total @postgres-smoke', async ({
  page,
  server,
  procurement,
}) => {
  const refused = watchRefusals(page, server.url);
  const buyerCookie = cookieOf('cxml');
  const start = await cxmlSetup(server.url, { buyerCookie, returnUrl: procurement.returnUrl('cxml'), style: 'ariba' });
  const tab = await arrive(page, start, procurement, server.url);
  const store = catalogue(page);

  // Spec 1 §2 and §6: no permanent drawer; the menu holds the catalogue and the cart, and no Log Out.
  await expect(store.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await store.getByRole('button', { name: 'Open menu' }).click();
  const menu = store.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link')).toHaveText(['Products', 'Categories', 'Cart', 'Checkout']);
  await expect(menu.getByRole('button')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Shop: two products from their cards, each through the Add To Cart dialog.
  const adds = store.getByRole('button', { name: /^Add To Cart: / });
  for (const n of [0, 1]) {
    await adds.nth(n).click();
    await store.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(store.getByRole('dialog')).toBeHidden();
  }
  await expect(store.getByRole('link', { name: /^Cart, 2 line\(s\)/ })).toBeVisible();
  const cart = (await tabApi<WireCart>(tab, 'GET', '/api/cart')).body;
  expect(cart.lines).toHaveLength(2);

  const message = cxmlMessage(await transferFromCheckout(page, procurement));
  expect(message.buyerCookie).toBe(buyerCookie);
  expectMessageOfCart(message, cart);
  expect(refused).toEqual([]);
});

test('the session in the frame lives without cookies or local storage and keeps going through a reload of the frame', async ({
  page,
  server,
  procurement,
}) => {
  const setCookies: string[] = [];
  page.on('response', async (res) => {
    const cookie = await res.headerValue('set-cookie');
    if (cookie) setCookies.push(`${res.url()}: ${cookie}`);
  });
  const start = await cxmlSetup(server.url, {
    buyerCookie: cookieOf('frame'),
    returnUrl: procurement.returnUrl('frame'),
  });
  const tab = await arrive(page, start, procurement, server.url);
  await fillCart(tab, 'flour', 1);

  // The frame is another site's (third-party): no cookie, and nothing of the session in its local storage (which this
  // browser denies a third-party frame altogether).
  const frameStorage = () =>
    catalogueFrame(page).evaluate(() => {
      let local: [string, string][] | 'denied';
      try {
        local = Object.entries(localStorage);
      } catch {
        local = 'denied';
      }
      return { cookie: document.cookie, local };
    });
  const before = await frameStorage();
  expect(before.cookie).toBe('');
  if (before.local !== 'denied')
    expect(before.local.filter(([key, value]) => key === 'token' || value.includes(tab.token))).toEqual([]);

  // The buyer reloads the frame: the same session goes on (its cart shows), framed by the procurement system's origin.
  const token = await sentToken(page, server.url, () => reloadFrame(page));
  expect(token).toBe(tab.token);
  await expect(catalogue(page).getByRole('link', { name: /^Cart, 1 line\(s\)/ })).toBeVisible();
  expect((await frameStorage()).cookie).toBe('');
  expect(setCookies).toEqual([]);
});

test('SAP OCI: the HOOK_URL gets the NEW_ITEM fields of the cart and its own query parameters back', async ({
  page,
  server,
  procurement,
}) => {
  const refused = watchRefusals(page, server.url);
  const hook = procurement.returnUrl('oci', { client: '800', sap_session: 'S1 2' });
  const tab = await arrive(page, ociCall(server.url, hook), procurement, server.url);
  await fillCart(tab, 'flour', 2);
  await reloadFrame(page);
  const cart = (await tabApi<WireCart>(tab, 'GET', '/api/cart')).body;

  const post = await transferFromCheckout(page, procurement);
  expect(post.path).toBe('/receive/oci');
  expect(post.contentType).toBe('application/x-www-form-urlencoded');
  const fields = new Map(post.fields);
  cart.lines.forEach((line, i) => {
    const n = i + 1;
    expect(fields.get(`NEW_ITEM-VENDORMAT[${n}]`)).toBe(line.productCode);
    expect(fields.get(`NEW_ITEM-QUANTITY[${n}]`)).toBe(line.quantity.value);
    expect(fields.get(`NEW_ITEM-DESCRIPTION[${n}]`)).toBe([...line.description].slice(0, 40).join(''));
    expect(fields.get(`NEW_ITEM-CURRENCY[${n}]`)).toBe('USD');
    expect(fields.get(`NEW_ITEM-PRICE[${n}]`)).toMatch(/^\d+\.\d+$/);
  });
  expect(fields.has(`NEW_ITEM-VENDORMAT[${cart.lines.length + 1}]`)).toBe(false);
  // The HOOK_URL's own parameters, and the caller's ~ fields, come back as they went.
  expect(fields.get('client')).toBe('800');
  expect(fields.get('sap_session')).toBe('S1 2');
  expect(fields.get('~OkCode')).toBe('ADDI');
  expect(fields.get('~Target')).toBe('_top');
  expect(fields.get('~Caller')).toBe('CTLG');
  expect(post.fields.some(([name, value]) => /PASSWORD|USERNAME/i.test(name) || value.includes('Demo#2026'))).toBe(
    false,
  );
  expect(refused).toEqual([]);
});

test('edit: the lines a transfer sent come back as the cart of an edit session, and go out again the same', async ({
  page,
  server,
  procurement,
}) => {
  const first = cookieOf('edit-create');
  const tab = await arrive(
    page,
    await cxmlSetup(server.url, { buyerCookie: first, returnUrl: procurement.returnUrl('edit') }),
    procurement,
    server.url,
  );
  await fillCart(tab, 'flour', 2);
  await reloadFrame(page);
  const cart = (await tabApi<WireCart>(tab, 'GET', '/api/cart')).body;
  const sent = cxmlMessage(await transferFromCheckout(page, procurement));
  expectMessageOfCart(sent, cart);

  // The procurement system reopens the requisition for editing: a new session whose ItemOut lines are what it got.
  const second = cookieOf('edit');
  const itemOut = sent.items.map(({ quantity, supplierPartId, auxiliaryId, unit }) => ({
    quantity,
    supplierPartId,
    auxiliaryId,
    unit,
  }));
  const edit = await cxmlSetup(server.url, {
    buyerCookie: second,
    operation: 'edit',
    itemOut,
    returnUrl: procurement.returnUrl('edit'),
    style: 'coupa',
  });
  await arrive(page, edit, procurement, server.url);
  const store = catalogue(page);
  await store.getByRole('link', { name: /^Cart, 2 line\(s\)/ }).click();
  for (const line of cart.lines)
    await expect(store.getByRole('row', { name: line.description })).toContainText(
      `${line.quantity.value} ${line.quantity.unit}`,
    );

  const again = cxmlMessage(await transferFromCheckout(page, procurement));
  expect(again.buyerCookie).toBe(second);
  expect(again.items).toEqual(sent.items);
  expect(again.total).toBe(sent.total);
});

test('inspect: the cart shows read-only, the product pages offer no adding, and only Transfer Cart hands it back', async ({
  page,
  server,
  procurement,
}) => {
  // The lines the procurement system holds, by our product code and its UN/CEFACT unit (the demo buyer maps CS to CA).
  const signIn = await fetch(`${server.url}/api/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=password&client_id=ecommerce&username=customer&password=Demo%232026',
  });
  const customer: Tab = {
    storefront: server.url,
    token: ((await signIn.json()) as { access_token: string }).access_token,
  };
  const listed = (await tabApi<{ products: WireProduct[] }>(customer, 'GET', '/api/product/list?s=flour&pageSize=20'))
    .body.products;
  const cased = listed
    .filter((p) => p.sellBys.some((s) => s.unitOfMeasure === 'CS' && s.sellByMultiple <= 1))
    .slice(0, 2);
  expect(cased).toHaveLength(2);
  const itemOut = cased.map((p) => ({ quantity: '3', supplierPartId: p.productCode, unit: 'CA' }));

  const refused = watchRefusals(page, server.url);
  const buyerCookie = cookieOf('inspect');
  const start = await cxmlSetup(server.url, {
    buyerCookie,
    operation: 'inspect',
    itemOut,
    returnUrl: procurement.returnUrl('inspect'),
    style: 'sap',
  });
  const tab = await arrive(page, start, procurement, server.url);
  const store = catalogue(page);

  // Nothing to add: no Add To Cart on the cards, no Quick Entry, none on a product's page. Prices and stock still show.
  await expect(store.getByRole('link', { name: cased[0]!.description }).first()).toBeVisible();
  await expect(store.getByText(/^\$[\d,]+\.\d{2} \/ [A-Z]+$/).first()).toBeVisible();
  await expect(store.getByText(/^In stock: /).first()).toBeVisible();
  await expect(store.getByRole('button', { name: /^Add To Cart/ })).toHaveCount(0);
  await expect(store.getByRole('button', { name: 'Quick Entry' })).toHaveCount(0);
  await store.getByRole('link', { name: cased[0]!.description }).first().click();
  await expect(store.getByRole('heading', { name: cased[0]!.description })).toBeVisible();
  await expect(store.getByRole('button', { name: /^Add To Cart/ })).toHaveCount(0);

  // The cart: its lines as sent, a note, nothing to edit, delete or clear, and one way out.
  await store.getByRole('link', { name: /^Cart, 2 line\(s\)/ }).click();
  await expect(store.getByText('This cart can only be returned to your procurement system.')).toBeVisible();
  for (const product of cased)
    await expect(store.getByRole('row', { name: product.description })).toContainText('3.00 CS');
  await expect(store.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  for (const name of ['Remove items', 'Clear Cart', 'Checkout', 'Save Order Guide'])
    await expect(store.getByRole('button', { name })).toHaveCount(0);
  await store.getByRole('row', { name: cased[0]!.description }).getByText('3.00 CS').click();
  await expect(store.getByRole('dialog')).toHaveCount(0);
  // The server holds the line as well: a write the page does not offer is refused.
  const write = await tabApi<{ errorReason: string }>(tab, 'DELETE', '/api/cart');
  expect(write).toEqual({
    status: 403,
    body: expect.objectContaining({ errorReason: 'This cart can only be returned to your procurement system.' }),
  });

  const posted = procurement.nextPost();
  await store.getByRole('button', { name: 'Transfer Cart' }).click();
  const message = cxmlMessage(await posted);
  expect(message.buyerCookie).toBe(buyerCookie);
  expect(message.items.map((i) => [i.supplierPartId, i.quantity, i.unit])).toEqual(
    cased.map((p) => [p.productCode, '3.00', 'CA']),
  );
  expect(refused).toEqual([]);
});

test('a used code shows Punchout session expired; a reload keeps the session in its tab, a new tab has none', async ({
  page,
  context,
  server,
  procurement,
}) => {
  // Opened in a window of its own (first-party, as some procurement systems do): the tab's session storage holds it.
  const start = await cxmlSetup(server.url, {
    buyerCookie: cookieOf('once'),
    returnUrl: procurement.returnUrl('once'),
  });
  const token = await sentToken(page, server.url, () => page.goto(start));
  await expect(page.getByRole('region', { name: 'Product filters' })).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/products`);
  const storage = () =>
    page.evaluate(() => ({
      cookie: document.cookie,
      local: Object.entries(localStorage),
      tab: Object.values(sessionStorage),
    }));
  const before = await storage();
  expect(before.cookie).toBe('');
  expect(before.tab).toContain(token);
  expect(before.local.filter(([key, value]) => key === 'token' || key === 'customer' || value.includes(token))).toEqual(
    [],
  );

  await fillCart({ storefront: server.url, token }, 'flour', 1);
  expect(await sentToken(page, server.url, () => page.reload())).toBe(token);
  await expect(page.getByRole('link', { name: /^Cart, 1 line\(s\)/ })).toBeVisible();

  // A new tab has no session: nothing in local storage to take it from.
  const other = await context.newPage();
  await other.goto(`${server.url}/cart`);
  await expect(
    other
      .getByRole('button', { name: 'Log In' })
      .or(other.getByRole('link', { name: 'Log In' }))
      .or(other.getByRole('button', { name: 'Sign In' })),
  ).toBeVisible();
  await expect(other.getByRole('link', { name: /^Cart, / })).toHaveCount(0);

  // The start page again: its code was spent.
  await other.goto(start);
  await expect(other.getByRole('heading', { level: 1, name: 'Punchout session expired' })).toBeVisible();
  await expect(other.getByText('Authorization code rejected')).toBeVisible();
  await expect(other).toHaveURL(`${server.url}/products`);
  await expect(other.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  await other.close();

  // The code left the first tab's address bar by replacing its entry: Back does not return to it.
  await page.goBack();
  expect(page.url()).not.toMatch(/[?&]ac=/);
});
