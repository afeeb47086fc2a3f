import { expect, type Page, test } from '../support/test';
import { atWidth, expectNoAxeViolations, expectNoAxeViolationsAtEachWidth, PHONE_VIEWPORT } from '../support/axe';
import { expectNoSidewaysScroll, expectWhollyInBox, TABLET_WIDTHS } from '../support/layout';
import { openSignedIn } from '../support/sign-in';

// Account Summary and Account Details read the demo customer's A/R: nothing here changes it.
const SHOTS = process.env.SHOTS_DIR;

/** A full-page screenshot into SHOTS_DIR (when it is set), named for the width the page has. */
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

/** MM/dd/yyyy `days` ago in the distributor's time zone. */
function usDateDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toLocaleDateString('en-US', {
    timeZone: 'America/New_York',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  });
}

/** Types a date into a date field, section by section from the month, as a person would. */
async function typeDate(page: Page, label: string, usDate: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(usDate.replace(/\//g, ''));
}

// Once, at phone width (the tightest layout), each screen scanned at both widths; the range's Balance Forward is
// checked where each width shows it: a card on phones, a row of the desktop's table.
test.describe('at phone width, scanned at both widths', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('account summary and details: cards, aging, table, no axe violations', async ({ page }) => {
    await openSignedIn(page, 'customer', '/account/summary');
    await expect(page.getByRole('heading', { name: 'Financial Data' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Credit Info' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bayside Bistro' })).toBeVisible();
    for (const bucket of ['Current', '1-30', '31-60', '61-90', 'Over 90', 'Unapplied Credit', 'Available Credit']) {
      await expect(page.getByText(bucket, { exact: true }).first()).toBeVisible();
    }
    await expectNoAxeViolationsAtEachWidth(page, 'account summary', () => shot(page, 'summary'));
    const balance = await page
      .locator('dt')
      .filter({ hasText: /^Balance$/ })
      .first()
      .locator('xpath=following-sibling::dd[1]')
      .innerText();

    await page.goto('/account/detail');
    // Newest invoice date first: the future invoice heads the list (the rest is virtualised).
    await expect(page.getByText('Standing order, next week').first()).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, 'account detail', () => shot(page, 'detail'));

    await page.getByLabel('Search reference or remarks').fill('damaged');
    await expect(page.getByText('Returned: damaged case')).toBeVisible();
    await expect(page.getByText('Payment on account')).toHaveCount(0);
    await page.getByLabel('Search reference or remarks').fill('');

    // The newest row's running balance is the summary's balance; a start date brings the balance of everything
    // before it forward as the range's own first (oldest) row, and the newest row still ends at the balance.
    const start = usDateDaysAgo(14);
    const forward = `Balance of all items before ${start}`;
    // The running balance is a column of the desktop's table (phones show cards).
    const newestRunning = () => page.locator('tbody tr').first().locator('td').nth(6);
    await atWidth(page, 'desktop', () => expect(newestRunning()).toHaveText(balance));
    await typeDate(page, 'Start Date', start);
    // Cards, newest first: the Balance Forward card is the last (scrolled to again while the range's rows arrive).
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByRole('heading', { name: 'Balance Forward' })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByText(forward)).toBeVisible();
    await expectNoAxeViolations(page, 'account detail from a start date (phone)');
    await shot(page, 'detail-forward');

    await atWidth(page, 'desktop', async () => {
      await expect(newestRunning()).toHaveText(balance);
      // Oldest first: the range starts with its Balance Forward row.
      await page.getByRole('button', { name: 'Invoice Date' }).click();
      const first = page.locator('tbody tr').first();
      await expect(first.locator('td').first()).toHaveText('Balance Forward');
      await expect(first).toContainText(forward);
      await expect(first.locator('td').nth(1)).toHaveText(start);
      await expectNoAxeViolations(page, 'account detail from a start date (desktop)');
      await shot(page, 'detail-forward');
    });
  });
});

test('account details sort by invoice date descending and flip on the active column; an invoice PDF opens', async ({
  page,
  context,
}) => {
  await openSignedIn(page, 'customer', '/account/detail');
  const dates = () => page.locator('tbody tr td:nth-child(2)').allInnerTexts();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const desc = await dates();
  const asDate = (s: string) => s.replace(/(\d{2})\/(\d{2})\/(\d{4})/, '$3-$1-$2');
  expect(desc.map(asDate)).toEqual([...desc.map(asDate)].sort().reverse());
  // All nine columns show whole beside the side menu, from 1,200 px up.
  const table = page.getByRole('table', { name: 'Account details' });
  await expectNoSidewaysScroll(page, table.locator('xpath=..'));
  await expect(table.getByRole('columnheader', { name: 'Documents' })).toBeVisible();
  // On a tablet too: there an item's documents go on a line of their own under its row.
  await expectNoSidewaysScroll(page, table.locator('xpath=..'), TABLET_WIDTHS);
  await page.setViewportSize({ width: 768, height: 800 });
  await expect(table.getByRole('columnheader', { name: 'Documents' })).toHaveCount(0);
  await expectWhollyInBox(
    table.getByRole('button', { name: 'Invoice', exact: true }).first(),
    table.locator('xpath=..'),
  );
  await expectNoAxeViolations(page, 'account details at tablet width');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Invoice Date' }).click();
  // Ascending now: the first row is older than anything the newest-first page showed.
  await expect.poll(async () => asDate((await dates())[0] ?? '') <= ([...desc.map(asDate)].sort()[0] ?? '')).toBe(true);
  const asc = (await dates()).map(asDate);
  expect(asc).toEqual([...asc].sort());

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Invoice', exact: true }).first().click(),
  ]);
  await expect(tab).toHaveURL(/\/doc\/[A-Za-z0-9_-]{20,}$/);
});
