import { expect, type Page, test } from '../support/test';
import { expectNoAxeViolationsAtEachWidth, PHONE_VIEWPORT, type Viewport } from '../support/axe';
import { api } from '../support/cart-api';
import { expectLandingPage, signIn } from '../support/sign-in';
import { shot as saveShot } from '../support/shots';

// Issue 33, the review's other paths: an administrator approves part of one credit request (a quantity per line) and
// rejects another with a note; the rejected one, still open in a second, stale tab, is reviewed again there and the
// 409 is said plainly. The buyer's check-ins are made through the API (credits.spec.ts walks the check-in screen) on
// deliveries no other journey has checked in: each journey takes the next one not yet checked in.

interface WireHistoryOrder {
  orderNumber: string;
  status: string;
  deliveryDate: string | null;
}
interface WireOrderLine {
  quantity: string;
  shippedQuantity: string | null;
}
interface WirePolicy {
  defaultWindowHours: number;
  categories: { mainCategoryCode: string; windowHours: number | null }[];
}
interface WireCreditLine {
  lineNumber: number;
  description: string;
  unit: string;
  quantity: string;
}
interface WireCheckin {
  creditRequest: { number: string } | null;
}

const shot = (page: Page, name: string) => async (viewport: Viewport) => {
  await saveShot(page, `${name}-${viewport.name}`);
};

/** The buyer's delivered, invoiced orders not yet checked in, newest delivery first. */
async function deliveriesToCheckIn(buyer: Page, count: number): Promise<string[]> {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
  const { orders } = (
    await api<{ orders: WireHistoryOrder[] }>(buyer, 'GET', '/api/history/orders?sortBy=deliveryDate&direction=desc')
  ).body;
  const found: string[] = [];
  for (const o of orders) {
    if (o.status !== 'Invoiced' || o.deliveryDate === null || o.deliveryDate > today) continue;
    if ((await api(buyer, 'GET', `/api/orders/${o.orderNumber}/checkin`)).status !== 404) continue;
    found.push(o.orderNumber);
    if (found.length === count) return found;
  }
  throw new Error(`The demo customer has fewer than ${count} invoiced deliveries left to check in.`);
}

/** The buyer checks the order in with its first two lines short (two of the first, when it shipped two or more). */
async function requestCredit(buyer: Page, orderNumber: string): Promise<string> {
  const order = (await api<{ lines: WireOrderLine[] }>(buyer, 'GET', `/api/orders/${orderNumber}`)).body;
  const shipped = order.lines.map((l) => Number(l.shippedQuantity ?? l.quantity));
  expect(shipped.length, `order ${orderNumber} has two lines`).toBeGreaterThanOrEqual(2);
  const lines = [
    { lineNumber: 1, outcome: 'short', quantity: Math.min(2, shipped[0]!) },
    { lineNumber: 2, outcome: 'short', quantity: Math.min(1, shipped[1]!) },
  ];
  const res = await api<WireCheckin>(buyer, 'POST', `/api/orders/${orderNumber}/checkin`, { lines });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const number = res.body.creditRequest?.number;
  expect(number, 'the check-in made a credit request').toBeTruthy();
  return number ?? '';
}

const policyUpdate = (p: WirePolicy) => ({
  defaultWindowHours: p.defaultWindowHours,
  categories: p.categories.map((c) => ({ mainCategoryCode: c.mainCategoryCode, windowHours: c.windowHours })),
});

test('a reviewer approves part of one credit request, rejects another with a note, and a stale tab is told it was reviewed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The administrator opens every claim window to a year (the seed's deliveries are days old), and puts it back after.
  await signIn(page, 'admin');
  await expectLandingPage(page);
  const policy = (await api<WirePolicy>(page, 'GET', '/api/admin/credit-policy')).body;
  const open = { defaultWindowHours: 8760, categories: policy.categories.map((c) => ({ ...c, windowHours: null })) };
  expect((await api(page, 'PUT', '/api/admin/credit-policy', policyUpdate(open))).status).toBe(200);
  const buyerContext = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  try {
    const buyer = await buyerContext.newPage();
    await signIn(buyer, 'customer');
    await expectLandingPage(buyer);
    const [partOrder, rejectOrder] = await deliveriesToCheckIn(buyer, 2);
    const partly = await requestCredit(buyer, partOrder!);
    const rejected = await requestCredit(buyer, rejectOrder!);
    // Order History opens a delivery checked in as its recorded check-in.
    await buyer.goto('/history/orders');
    await buyer.getByLabel('Search', { exact: true }).fill(partOrder!);
    await expect(buyer.getByRole('link', { name: `View Check-In Order ${partOrder}` })).toBeVisible();
    await expect(buyer.getByRole('link', { name: `Check In Order ${partOrder}` })).toHaveCount(0);
    await page.setViewportSize(PHONE_VIEWPORT);
    await approvePart(page, partly);
    await rejectWithStaleTab(page, rejected);
  } finally {
    await api(page, 'PUT', '/api/admin/credit-policy', policyUpdate(policy));
    await buyerContext.close();
  }
});

/** /credits narrowed to Bayside Bistro with the customer search; the request opened; a quantity approved of line 1 only. */
async function approvePart(page: Page, number: string) {
  await page.goto('/credits');
  const customer = page.getByRole('combobox', { name: 'Customer' });
  await customer.fill('Bayside');
  await expect(page.getByRole('option', { name: /Bayside Bistro/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]customer=\d+/);
  await expect(customer).toHaveValue(/^Bayside Bistro/);
  // The address keeps the choice: opened again, the field names the customer.
  await page.reload();
  await expect(customer).toHaveValue(/^Bayside Bistro/);
  const card = page.getByRole('listitem').filter({ hasText: number });
  await expect(card).toContainText('Open');
  await expectNoAxeViolationsAtEachWidth(page, 'credits list of one customer', shot(page, 'credits-by-customer'));
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'no sideways scrolling at 375 px',
  ).toBe(true);

  await card.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Credit Request ${number}` })).toBeVisible();
  const lines = (await api<{ lines: WireCreditLine[] }>(page, 'GET', `/api/credits/${number}`)).body.lines;
  const [first, second] = lines;
  await page.getByRole('radio', { name: 'Approve Part' }).check();
  const perLine = page.getByRole('list', { name: 'Approved per line' });
  await perLine.getByRole('textbox', { name: `Approved ${first!.unit} of ${first!.description}` }).fill('1');
  await expect(
    perLine.getByRole('textbox', { name: `Approved ${second!.unit} of ${second!.description}` }),
  ).toHaveValue('');
  await page
    .getByRole('textbox', { name: 'Note to the customer (optional)' })
    .fill('One case credited; the rest came.');
  await expectNoAxeViolationsAtEachWidth(page, 'credit request approved in part', shot(page, 'credit-part-form'));
  await page.getByRole('button', { name: 'Approve Part' }).click();
  await expect(page.getByText(/^Partly approved by .*: \$[\d,.]+ credited\.$/)).toBeVisible();
  await expect(page.getByText('Note: One case credited; the rest came.')).toBeVisible();
  await expect(page.getByText(new RegExp(`Credit memo ${number} is on the account`))).toBeVisible();
  await expectNoAxeViolationsAtEachWidth(page, 'credit request partly approved', shot(page, 'credit-partly-approved'));
  const detail = (
    await api<{ status: string; lines: { approvedQuantity: string | null }[] }>(page, 'GET', `/api/credits/${number}`)
  ).body;
  expect(detail.status).toBe('Partly approved');
}

/** The request open in two tabs: rejected with a note in one; approved in the other, which still shows the form. */
async function rejectWithStaleTab(page: Page, number: string) {
  const stale = await page.context().newPage();
  await stale.setViewportSize(PHONE_VIEWPORT);
  await stale.goto(`/credits/${number}`);
  await expect(stale.getByRole('radio', { name: 'Approve All' })).toBeVisible();

  await page.goto(`/credits/${number}`);
  await page.getByRole('radio', { name: 'Reject' }).check();
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('alert')).toHaveText('Say why the request is rejected.');
  await page.getByRole('textbox', { name: 'Why it is rejected' }).fill('The driver counted every case in.');
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(/^Rejected by .*\.$/)).toBeVisible();
  await expect(page.getByText('Note: The driver counted every case in.')).toBeVisible();
  await expect(page.getByText(/Credit memo/)).toHaveCount(0);
  await expectNoAxeViolationsAtEachWidth(page, 'credit request rejected', shot(page, 'credit-rejected'));

  // The stale tab still offers the review: sending it is refused (409), and the page says so and shows the decision.
  await stale.getByRole('radio', { name: 'Approve All' }).check();
  await stale.getByRole('button', { name: 'Approve All' }).click();
  const refused = stale.getByRole('alert');
  await expect(refused).toContainText(`Credit request ${number} was already reviewed (Rejected): it is reviewed once.`);
  await expect(refused).toContainText('Your review was not saved');
  await expect(stale.getByText(/^Rejected by .*\.$/)).toBeVisible();
  await expect(stale.getByText('Note: The driver counted every case in.')).toBeVisible();
  await expect(stale.getByRole('button', { name: 'Approve All' })).toHaveCount(0);
  await expectNoAxeViolationsAtEachWidth(stale, 'credit request reviewed in another tab', shot(stale, 'credit-409'));
  await stale.close();

  // The list shows both decisions.
  await page.goto('/credits');
  await expect(page.getByRole('listitem').filter({ hasText: number })).toContainText('Rejected');
}
