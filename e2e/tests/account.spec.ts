import { expect, type Page, test } from '../support/test';
import { expectNoAxeViolations, VIEWPORTS } from '../support/axe';
import { expectLandingPage, signIn } from '../support/sign-in';

// Account Summary and Account Details read the demo customer's A/R: nothing here changes it.
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test(`account summary and details at ${viewport.name} width: cards, aging, table, no axe violations`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, 'customer');
    await expectLandingPage(page);

    await page.goto('/account/summary');
    await expect(page.getByRole('heading', { name: 'Financial Data' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Credit Info' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bayside Bistro' })).toBeVisible();
    for (const bucket of ['Current', '1-30', '31-60', '61-90', 'Over 90', 'Unapplied Credit', 'Available Credit']) {
      await expect(page.getByText(bucket, { exact: true }).first()).toBeVisible();
    }
    await expectNoAxeViolations(page, `account summary (${viewport.name})`);
    await shot(page, `summary-${viewport.width}`);

    await page.goto('/account/detail');
    // Newest invoice date first: the future invoice heads the list (the rest is virtualised).
    await expect(page.getByText('Standing order, next week').first()).toBeVisible();
    await expectNoAxeViolations(page, `account detail (${viewport.name})`);
    await shot(page, `detail-${viewport.width}`);

    await page.getByLabel('Search reference or remarks').fill('damaged');
    await expect(page.getByText('Returned: damaged case')).toBeVisible();
    await expect(page.getByText('Payment on account')).toHaveCount(0);
  });
}

test('account details sort by invoice date descending and flip on the active column; an invoice PDF opens', async ({ page, context }) => {
  await signIn(page, 'customer');
  await expectLandingPage(page);
  await page.goto('/account/detail');
  const dates = () => page.locator('tbody tr td:nth-child(2)').allInnerTexts();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const desc = await dates();
  const asDate = (s: string) => s.replace(/(\d{2})\/(\d{2})\/(\d{4})/, '$3-$1-$2');
  expect(desc.map(asDate)).toEqual([...desc.map(asDate)].sort().reverse());
  await page.getByRole('button', { name: 'Invoice Date' }).click();
  // Ascending now: the first row is older than anything the newest-first page showed.
  await expect.poll(async () => asDate((await dates())[0] ?? '') <= ([...desc.map(asDate)].sort()[0] ?? '')).toBe(true);
  const asc = (await dates()).map(asDate);
  expect(asc).toEqual([...asc].sort());

  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Invoice', exact: true }).first().click()]);
  await expect(tab).toHaveURL(/\/doc\/[A-Za-z0-9_-]{20,}$/);
});
