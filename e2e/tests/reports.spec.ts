import { expect, type Page, test } from '../support/test';
import { expectNoAxeViolationsAtEachWidth, PHONE_VIEWPORT } from '../support/axe';
import { openSignedIn } from '../support/sign-in';

// Read-only: reports are drawn from the demo customer's data and change nothing.

async function openReports(page: Page) {
  await openSignedIn(page, 'customer', '/reports');
  await expect(page.getByRole('heading', { level: 2, name: 'Product List' })).toBeVisible();
}

async function opensPdf(page: Page, title: string) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Open Report: ${title}` }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/^blob:/);
  await popup.close();
}

test('each report opens as a PDF in a new tab', async ({ page }) => {
  await openReports(page);
  for (const title of ['Current Statement', 'Order Guide List', 'Product List', 'Product Price List', 'Quote Sheet']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByLabel('Day of Week')).toHaveText('All Days');
  await opensPdf(page, 'Product List');
  await page.getByRole('checkbox', { name: 'All Products' }).check();
  await opensPdf(page, 'Product Price List');
  await opensPdf(page, 'Quote Sheet');
  await opensPdf(page, 'Order Guide List');
});

test('the Current Statement opens its document link, which answers the PDF', async ({ page }) => {
  await openReports(page);
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Open Report: Current Statement' }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/\/doc\/[A-Za-z0-9_-]+$/, { waitUntil: 'commit' });
  // The link lives ten minutes: fetched again, it answers the PDF the tab shows.
  const pdf = await page.request.get(popup.url());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await popup.close();
  await expect(page.getByRole('button', { name: 'Open Report: Current Statement' })).toBeEnabled();
});

test('a quote sheet with nothing bought since the date says No report data', async ({ page }) => {
  await openReports(page);
  const card = page.getByRole('region', { name: 'Quote Sheet' });
  await card.getByLabel('Purchased Since').fill('2099-01-01');
  const popupPromise = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Open Report: Quote Sheet' }).click();
  const popup = await popupPromise;
  await expect(page.getByText('No report data')).toBeVisible();
  await expect.poll(() => popup.isClosed()).toBe(true);
});

test.describe('at phone width, scanned at both widths', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('reports pass axe', async ({ page }) => {
    await openReports(page);
    await expectNoAxeViolationsAtEachWidth(page, 'reports', async ({ width }) => {
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/reports-${width}.png`, fullPage: true });
    });
  });
});
