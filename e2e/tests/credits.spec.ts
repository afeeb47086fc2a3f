import { deflateSync, crc32 } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { expect, type Page, test } from '../support/test';
import { expectNoAxeViolationsAtEachWidth, PHONE_VIEWPORT, type Viewport } from '../support/axe';
import { api, signInFor } from '../support/cart-api';
import { next } from '../support/payment';
import { expectLandingPage, signIn } from '../support/sign-in';
import { shot as saveShot } from '../support/shots';

// Issue 33: the buyer of Bayside Bistro checks a delivery in on a phone, one case damaged with a photo; the
// salesperson approves the credit request on /credits; the buyer applies the credit memo against an invoice in Make
// Payment. The delivery is one of the seed's shipped orders, invoiced here by the administrator (each worker has its
// own copy of the demo, and a delivery is checked in once).

interface WireHistoryOrder {
  orderNumber: string;
  status: string;
  deliveryDate: string | null;
}
interface WirePolicy {
  defaultWindowHours: number;
  categories: { mainCategoryCode: string; windowHours: number | null }[];
}
interface WireOpenItem {
  reference: string;
  balance: string;
  isCredit: boolean;
}

/** A small solid PNG, as a phone's photo would arrive (the server decodes and re-encodes it). */
function pngPhoto(size = 48): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([176, 122, 67]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const shot = (page: Page, name: string) => async (viewport: Viewport) => {
  await saveShot(page, `${name}-${viewport.name}`);
};

/**
 * The buyer's latest invoiced delivery not yet checked in (the seed checked its latest in, with a damaged case), among
 * those already delivered: another journey may have invoiced an order whose delivery date is still to come, and a
 * delivery is checked in once it has arrived.
 */
async function deliveryToCheckIn(buyer: Page): Promise<string> {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  const { orders } = (
    await api<{ orders: WireHistoryOrder[] }>(buyer, 'GET', '/api/history/orders?sortBy=deliveryDate&direction=desc')
  ).body;
  const delivered = orders.filter((o) => o.status === 'Invoiced' && o.deliveryDate !== null && o.deliveryDate <= today);
  for (const o of delivered) {
    if ((await api(buyer, 'GET', `/api/orders/${o.orderNumber}/checkin`)).status === 404) return o.orderNumber;
  }
  throw new Error('The demo customer has no invoiced delivery left to check in.');
}

/**
 * The administrator opens every claim window to a year on the admin console's Credit Policy card (the seed's deliveries
 * are days old, and fresh products' window is 72 hours); answers the policy as it was, to put back.
 */
async function openClaimWindows(admin: Page): Promise<WirePolicy> {
  await signIn(admin, 'admin');
  await expectLandingPage(admin);
  const before = (await api<WirePolicy>(admin, 'GET', '/api/admin/credit-policy')).body;
  await admin.goto('/admin');
  const card = admin.getByRole('region', { name: 'Credit Policy' });
  await card.getByRole('textbox', { name: /^Default claim window/ }).fill('8760');
  for (const box of await card
    .getByRole('group', { name: 'Claim windows by main category' })
    .getByRole('textbox')
    .all())
    await box.fill('');
  await expect(card.getByText('Default: 365 days').first()).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(admin, 'admin console with the credit policy');
  await card.getByRole('button', { name: 'Save Credit Policy' }).click();
  await expect(admin.getByText('Credit policy saved.')).toBeVisible();
  return before;
}

const policyUpdate = (p: WirePolicy) => ({
  defaultWindowHours: p.defaultWindowHours,
  categories: p.categories.map((c) => ({ mainCategoryCode: c.mainCategoryCode, windowHours: c.windowHours })),
});

test('a buyer checks in a damaged case with a photo, the salesperson approves, the buyer applies the credit', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE_VIEWPORT);
  await signIn(page, 'customer');
  await expectLandingPage(page);
  const adminContext = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const admin = await adminContext.newPage();
  const policy = await openClaimWindows(admin);
  try {
    await checkInReviewAndApply(page, browser, baseURL ?? '');
  } finally {
    await api(admin, 'PUT', '/api/admin/credit-policy', policyUpdate(policy));
    await adminContext.close();
  }
});

async function checkInReviewAndApply(page: Page, browser: Browser, baseURL: string) {
  const orderNumber = await deliveryToCheckIn(page);

  // Order History offers the check-in of the invoiced order.
  await page.goto('/history/orders');
  await page.getByLabel('Search', { exact: true }).fill(orderNumber);
  await page.getByRole('link', { name: `Check In Order ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/check-in/${orderNumber}$`));
  const lines = page.getByRole('list', { name: 'Invoiced lines' }).getByRole('listitem');
  await expect(lines.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm All Received' })).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, 'check-in');

  // The first line: one case damaged, with a photo taken on the phone.
  const line = lines.first();
  await line.getByRole('radio', { name: 'Damaged' }).check();
  await line.getByRole('textbox', { name: /^How many damaged/ }).fill('1');
  await line.locator('input[type=file]').setInputFiles({ name: 'case.png', mimeType: 'image/png', buffer: pngPhoto() });
  await expect(line.getByText('Uploaded', { exact: true })).toBeVisible();
  await expect(line.getByRole('img', { name: /^Photo 1 of / })).toBeVisible();
  await expect(line.getByText(/^Credit requested: \$/)).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, 'check-in with a damaged line', shot(page, 'check-in'));
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'no sideways scrolling at 375 px',
  ).toBe(true);

  await page.getByRole('button', { name: 'Request Credit for 1 Line' }).click();
  const heading = page.getByRole('heading', { name: /^Credit Request CR-\d+$/ });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  const number = ((await heading.textContent()) ?? '').replace('Credit Request ', '');
  await expect(page.getByText(/\$[\d,.]+ requested/)).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, 'check-in result', shot(page, 'check-in-result'));

  // The salesperson reviews it on /credits.
  const salesContext = await browser.newContext({ baseURL, reducedMotion: 'reduce', viewport: PHONE_VIEWPORT });
  const sales = await salesContext.newPage();
  await signInFor(sales, 'BAYBIS');
  // The side menu (a drawer on the phone) has the Credits entry.
  await sales.getByRole('button', { name: 'Open menu' }).click();
  await sales.getByRole('link', { name: 'Credits' }).click();
  await expect(sales).toHaveURL(/\/credits/);
  await sales.getByLabel('Status').selectOption('Open');
  const card = sales.getByRole('listitem').filter({ hasText: number });
  await expect(card).toContainText('Open');
  await expectNoAxeViolationsAtEachWidth(sales, 'credits list', shot(sales, 'credits-list'));
  await card.getByRole('link', { name: number }).click();
  await expect(sales.getByRole('heading', { name: `Credit Request ${number}` })).toBeVisible();
  await expect(sales.getByRole('img', { name: /^Photo 1 of / })).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(sales, 'credit request review', shot(sales, 'credit-detail'));
  await sales.getByRole('radio', { name: 'Approve All' }).check();
  await sales.getByRole('button', { name: 'Approve All' }).click();
  await expect(sales.getByText(new RegExp(`Credit memo ${number} is on the account`))).toBeVisible();
  await expect(sales.getByText(/^Approved by /)).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(sales, 'credit request approved', shot(sales, 'credit-approved'));
  await salesContext.close();

  // The buyer applies the credit memo against an invoice in Make Payment.
  const openAr = (await api<WireOpenItem[]>(page, 'GET', '/api/account/openar')).body;
  const memo = openAr.find((i) => i.reference === number);
  expect(memo, 'the credit memo is open in A/R').toBeTruthy();
  const credit = Math.abs(Number(memo?.balance));
  const invoice = openAr.find((i) => !i.isCredit && Number(i.balance) >= credit);
  expect(invoice, 'an open invoice to apply the credit to').toBeTruthy();
  await page.goto('/account/payment');
  await expect(page).toHaveURL(/\/account\/payment\?started=true$/);
  await expect(page.getByLabel(`Amount for ${number}`)).toBeVisible();
  await page.getByRole('checkbox', { name: `Pay ${number} in full` }).check();
  await page.getByLabel(`Amount for ${invoice?.reference ?? ''}`).fill(credit.toFixed(2));
  await expect(page.getByText('Total Applied: $0.00')).toBeVisible();
  await next(page);
  await next(page); // Review Selection
  await expect(page.getByRole('radio', { name: 'Apply Credit' })).toBeChecked();
  await next(page);
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
  const after = (await api<WireOpenItem[]>(page, 'GET', '/api/account/openar')).body;
  expect(after.find((i) => i.reference === number)).toBeUndefined();
}
