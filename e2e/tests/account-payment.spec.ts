import { expect, type Page, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn } from '../support/sign-in';
import { fillCard, next } from '../support/payment';
import { expectNoSidewaysScroll } from '../support/layout';

// Pays small parts of Harbor Grill's open invoices (no other journey reads A/R), so it can run again on the same server.
const SHOTS = process.env.SHOTS_DIR;
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('pays two invoices in part by card, sees the receipt and the reduced balances, opens the invoice PDF', async ({
  page,
  context,
}) => {
  await openSignedIn(page, 'admin', '/account/payment');
  await expect(page).toHaveURL(/\/account\/payment\?started=true$/);

  const amounts = page.getByLabel(/^Amount for IN/);
  await expect(amounts.first()).toBeVisible();
  await expectNoAxeViolations(page, 'make payment: select payments');
  // From the narrowest window that shows the table (600 px: the stepper takes its share) every amount field shows whole.
  await expectNoSidewaysScroll(page, page.getByRole('table').locator('xpath=..'), [600, 1200]);
  const rows = page.locator('tbody tr').filter({ has: amounts });
  const balanceOf = async (i: number) => cents(await rows.nth(i).locator('td').nth(3).innerText());
  const before = [await balanceOf(0), await balanceOf(1)];
  const refs = [
    await rows.nth(0).locator('td').nth(1).innerText(),
    await rows.nth(1).locator('td').nth(1).innerText(),
  ].map((t) => t.split('\n')[0] ?? '');

  await amounts.nth(0).fill('999999');
  await expect(page.getByText('Amount cannot be greater than balance.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await amounts.nth(0).fill('-1');
  await expect(page.getByText('Amount must be same sign as balance.')).toBeVisible();
  await amounts.nth(0).fill('1.25');
  await amounts.nth(1).fill('2.50');
  await expect(page.getByText('Total Applied: $3.75')).toBeVisible();
  await shot(page, 'payment-select-1280');
  await next(page);
  await expect(page.getByText('Total Applied: $3.75')).toHaveCount(1);
  await next(page); // Review Selection
  await expect(page.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  await fillCard(page, '4111111111111111');
  await expectNoAxeViolations(page, 'make payment: payment method');
  await next(page);
  await expect(page.getByText('Pay $3.75 by Credit Card')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Payment' }).click();

  await expect(page.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
  await expect(page.getByText(/\$3\.75 on .* by Visa ending 1111/)).toBeVisible();
  await expectNoAxeViolations(page, 'make payment: receipt');
  await shot(page, 'payment-receipt-1280');
  const receiptRow = (ref: string) => page.locator('tbody tr').filter({ hasText: ref });
  expect(
    cents(
      await receiptRow(refs[0] ?? '')
        .locator('td')
        .nth(3)
        .innerText(),
    ),
  ).toBe((before[0] ?? 0) - 125);
  expect(
    cents(
      await receiptRow(refs[1] ?? '')
        .locator('td')
        .nth(3)
        .innerText(),
    ),
  ).toBe((before[1] ?? 0) - 250);

  // The details show the new balances and open the invoice PDF.
  await page.goto('/account/detail');
  await page.getByLabel('Search reference or remarks').fill(refs[0] ?? '');
  // The invoice's own row: its checks name it in their remarks too.
  const detailRow = page
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: refs[0] ?? '', exact: true }) });
  await expect(detailRow).toBeVisible();
  expect(cents(await detailRow.locator('td').nth(5).innerText())).toBe((before[0] ?? 0) - 125);
  // Any invoice of an order opens as a PDF in a new tab.
  await page.getByLabel('Search reference or remarks').fill('');
  const invoiceButton = page.getByRole('button', { name: 'Invoice', exact: true }).first();
  await expect(invoiceButton).toBeVisible();
  const [tab] = await Promise.all([context.waitForEvent('page'), invoiceButton.click()]);
  await expect(tab).toHaveURL(/\/doc\/[A-Za-z0-9_-]{20,}$/);
  const pdf = await tab.request.get(tab.url());
  expect(pdf.headers()['content-type']).toContain('application/pdf');
});

test('make payment at phone width has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, 'admin', '/account/payment');
  await expect(page.getByLabel(/^Amount for IN/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'make payment: select payments (phone)');
  await shot(page, 'payment-select-375');
});

test('a declined card ends on Payment Failed with the reason; trying again by eCheck pays and lowers the balance', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/account/payment');
  const amounts = page.getByLabel(/^Amount for IN/);
  await expect(amounts.first()).toBeVisible();
  const rows = page.locator('tbody tr').filter({ has: amounts });
  const row = rows.nth(2);
  const before = cents(await row.locator('td').nth(3).innerText());
  const ref = (await row.locator('td').nth(1).innerText()).split('\n')[0] ?? '';
  await amounts.nth(2).fill('1.10');
  await next(page);
  await next(page); // Review Selection
  await fillCard(page, '4000000000000002');
  await next(page);
  await page.getByRole('button', { name: 'Submit Payment' }).click();

  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The card was declined.' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'make payment: payment failed');
  await shot(page, 'payment-failed-1280');

  // Nothing was applied: try again by eCheck.
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByRole('radio', { name: 'eCheck' }).check();
  await page.getByRole('textbox', { name: 'Account Number', exact: true }).fill('55501234567');
  await page.getByLabel('Confirm Account Number').fill('55501234567');
  await page.getByRole('textbox', { name: 'Routing Number', exact: true }).fill('021000021');
  await page.getByLabel('Confirm Routing Number').fill('021000021');
  await page.getByLabel(/^Bank Name/).fill('Casco Bay Bank');
  await next(page);
  await expect(page.getByText('Pay $1.10 by eCheck')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Received' })).toBeVisible();
  const receipt = page.locator('table').filter({ has: page.getByRole('columnheader', { name: 'Balance Before' }) });
  const receiptRow = receipt.locator('tbody tr').filter({ hasText: ref });
  expect(cents(await receiptRow.locator('td').nth(1).innerText())).toBe(before);
  expect(cents(await receiptRow.locator('td').nth(3).innerText())).toBe(before - 110);
});
