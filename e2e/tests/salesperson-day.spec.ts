import { expect, test } from '../support/test';
import { expectNoAxeViolationsAtEachWidth, PHONE_VIEWPORT } from '../support/axe';
import { tabTo } from '../support/keyboard';
import { signIn } from '../support/sign-in';

// Issue 33, a salesperson's day: the demo salesperson's start page names what needs attention at each of their
// customers, most urgent first, and each item leads to the place to act for that customer. The seed
// (seed/salesperson-day.seed.ts) has Pine Hill Deli and Casco Bay Catering stop buying two Standard-guide products
// each, users of Harbor Grill & Oyster Bar and Maple Street Cafe look at products today that they have not ordered,
// and the seeded ledger leaves Northwind Tavern with invoices more than 30 days past due.

test.use({ viewport: PHONE_VIEWPORT });

test.describe("a salesperson's day", () => {
  test('the salesperson sees what needs attention per customer and opens an overdue invoice of one', async ({
    page,
  }) => {
    await signIn(page, 'sales');
    await expect(page).toHaveURL(/\/select-customer/);
    const section = page.getByRole('region', { name: 'Needs attention' });
    const customer = (name: string) => section.getByRole('button', { name: new RegExp(`^${name} `) });

    // One part per customer, the counts in its heading.
    await expect(customer('Pine Hill Deli')).toContainText('2 stopped buying');
    await expect(customer('Casco Bay Catering')).toContainText('stopped buying');
    // The seed's 3 views, and whatever product pages other journeys' administrator (a Harbor Grill user) opened.
    await expect(customer('Harbor Grill & Oyster Bar')).toContainText(/([3-9]|\d{2,}) viewed, not ordered/);
    await expect(customer('Maple Street Cafe')).toContainText('viewed, not ordered');
    await expect(customer('Northwind Tavern')).toContainText(/\d+ overdue · \$[\d,]+\.\d{2}/);
    await expect(section.getByRole('heading', { level: 3 }).first()).toBeVisible();
    // The customer list is still there below it.
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, "salesperson's day: needs attention");

    // Each item is named plainly.
    const pine = customer('Pine Hill Deli');
    await pine.click();
    await expect(pine).toHaveAttribute('aria-expanded', 'true');
    const pineItems = section
      .getByRole('list', { name: 'Needs attention at Pine Hill Deli' })
      .getByRole('link', { name: /^Stopped buying: / });
    await expect(pineItems).toHaveCount(2);
    await expect(pineItems.first()).toHaveText(
      /^Stopped buying: .+ \(\w+\) — last on \d{2}\/\d{2}\/\d{4}, bought [3-8] of 8 weeks$/,
    );
    await expect(pineItems.first()).toHaveAttribute('href', /^\/product\/\d+$/);

    // With the keyboard: open Northwind Tavern and follow its first overdue invoice. The section comes before the
    // search field, so Shift+Tab from there reaches every customer.
    const northwind = customer('Northwind Tavern');
    if ((await northwind.getAttribute('aria-expanded')) !== 'true') {
      await page.getByPlaceholder('Search name or code').focus();
      await tabTo(page, northwind, { backwards: true, max: 80 });
      await page.keyboard.press('Enter');
      await expect(northwind).toHaveAttribute('aria-expanded', 'true');
    }
    const invoice = section
      .getByRole('list', { name: 'Needs attention at Northwind Tavern' })
      .getByRole('link', { name: /^Overdue: invoice / })
      .first();
    const named = /^Overdue: invoice (\S+), \$[\d,]+\.\d{2}( of \$[\d,]+\.\d{2})?, (\d+) days past due$/.exec(
      await invoice.innerText(),
    );
    expect(named, 'the overdue item names the invoice, the amount and the days').not.toBeNull();
    const [, invoiceNumber = '', , days = '0'] = named ?? [];
    expect(Number(days)).toBeGreaterThan(30);
    await tabTo(page, invoice);
    await page.keyboard.press('Enter');

    // Northwind Tavern is selected and its Account Details show that invoice.
    await expect(page).toHaveURL(new RegExp(`/account/detail\\?search=${encodeURIComponent(invoiceNumber)}$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
    await expect(page.getByLabel('Search reference or remarks')).toHaveValue(invoiceNumber);
    await expect(page.getByText(invoiceNumber, { exact: true }).first()).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByText('Northwind Tavern', { exact: true }).first()).toBeVisible();
  });

  test('a viewed product opens on its page for that customer', async ({ page }) => {
    await signIn(page, 'sales');
    const section = page.getByRole('region', { name: 'Needs attention' });
    const harbor = section.getByRole('button', { name: /^Harbor Grill & Oyster Bar / });
    if ((await harbor.getAttribute('aria-expanded')) !== 'true') await harbor.click();
    const viewed = section
      .getByRole('list', { name: 'Needs attention at Harbor Grill & Oyster Bar' })
      .getByRole('link', { name: /^Viewed (once|\d+ times) this week, not ordered: / })
      .first();
    const href = (await viewed.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/product\/\d+$/);
    await viewed.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByText('Harbor Grill & Oyster Bar', { exact: true }).first()).toBeVisible();
  });
});
