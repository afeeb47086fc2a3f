import { expect, test } from '../support/test';
import { expectNoAxeViolationsAtEachWidth, PHONE_VIEWPORT, settle } from '../support/axe';
import { openSignedIn } from '../support/sign-in';

// Issue 30: the ERP Export card on /admin: the webhook's address, its secret (copied, rotated), the exports list,
// by keyboard, with no axe violations, at desktop and phone width (the journey runs at phone width, the tightest, and
// scans each screen at both widths). Each worker has its own data, so the webhook this journey sets is its own; it
// removes it at the end all the same.
test.describe('at phone width, scanned at both widths', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('an administrator sets the ERP webhook, copies and rotates its secret', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, 'admin', '/admin');
    const card = page.getByRole('region', { name: 'ERP Export' });
    const url = card.getByLabel('Webhook URL');
    await expect(url).toBeVisible();
    const save = card.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    await url.fill('ftp://erp.example.com/orders');
    await expect(card.getByText('The address must start with https:// or http://.')).toBeVisible();
    await expect(save).toBeDisabled();

    // By keyboard: type the address and press Enter in the field.
    await url.fill('https://erp.example.com/storefront/orders');
    await url.press('Enter');
    await expect(page.getByText('The webhook was saved.')).toBeVisible();
    const secretField = card.getByLabel('Signing secret');
    await expect(secretField).toHaveValue(/^[0-9a-f]{64}$/);
    const secret = await secretField.inputValue();

    await card.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('The secret was copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    await card.getByRole('button', { name: 'Rotate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rotate the secret?' });
    await expect(dialog).toBeVisible();
    await settle(page);
    await expectNoAxeViolationsAtEachWidth(page, 'admin-erp-rotate');
    await dialog.getByRole('button', { name: 'Rotate' }).click();
    await expect(dialog).toBeHidden();
    await expect(secretField).not.toHaveValue(secret);
    await expect(secretField).toHaveValue(/^[0-9a-f]{64}$/);

    await expect(card.getByLabel('Export state')).toBeVisible();
    await card.getByRole('heading', { name: 'ERP Export' }).scrollIntoViewIfNeeded();
    await settle(page);
    await expectNoAxeViolationsAtEachWidth(page, 'admin-erp-export', async ({ width }) => {
      // Nothing in the card is wider than the screen: the page does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    await card.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog', { name: 'Remove the webhook?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(secretField).toBeHidden();
    await expect(url).toHaveValue('');
  });
});
