import { expect, type Page, test } from '../support/test';
import { passHumanCheck, signUpConsumer, uniqueEmail } from '../support/accounts';
import { expectNoAxeViolationsAtEachWidth, PHONE_VIEWPORT, settle } from '../support/axe';
import { mailedLink } from '../support/mail';
import { expectLandingPage, openSignedIn, signIn } from '../support/sign-in';

// Zero axe violations on the sign-in page (with the unverified account's Resend), its dialogs, /verifyemail and its resend dialog, /changepassword, the admin password options and the
// settings change-password card, at desktop and phone width: each journey runs once at phone width and scans every
// screen at both widths. Screenshots (at both widths) go to SHOTS_DIR when it is set.
const shotsDir = process.env.SHOTS_DIR;

async function check(page: Page, screen: string) {
  await expectNoAxeViolationsAtEachWidth(page, screen, async ({ width }) => {
    if (shotsDir)
      await page.screenshot({ path: `${shotsDir}/${screen.replace(/\W+/g, '-')}-${width}.png`, fullPage: true });
  });
}

test.describe('at phone width, scanned at both widths', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('sign-in dialogs, verification and the reset page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Create new account' })).toBeVisible();
    await check(page, 'login');

    await page.getByRole('button', { name: 'Create new account' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create new account' });
    await signUp.getByLabel(/^Email/).fill('not-an-address');
    await signUp.getByLabel(/^Password/).fill('weak');
    await signUp.getByLabel(/^Name/).focus();
    await expect(signUp.getByText('Email must be a valid email')).toBeVisible();
    await check(page, 'sign-up-dialog');
    await signUp.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/^Username \/ Email/)
      .fill('someone@example.net');
    await passHumanCheck(page);
    await check(page, 'forgot-password-dialog');
    await page.keyboard.press('Escape');

    await page.goto('/verifyemail?t=not-a-token');
    await expect(page.getByText('Account verification failed. Please try again later.')).toBeVisible();
    await check(page, 'verifyemail-failed');
    await page.getByRole('button', { name: 'Resend' }).click();
    const resend = page.getByRole('dialog', { name: 'Resend activation link' });
    await resend.getByLabel(/^Email/).fill('not-an-address');
    await resend.getByLabel(/^Email/).blur();
    await expect(resend.getByText('Email must be a valid email')).toBeVisible();
    await passHumanCheck(page);
    await check(page, 'resend-dialog');
    await page.keyboard.press('Escape');

    await page.goto('/changepassword?t=not-a-token');
    await expect(page.getByText(/This password reset link is not valid/)).toBeVisible();
    await check(page, 'changepassword-invalid');
  });

  test('the unverified sign-in error and the reset form from a real link', async ({ page }) => {
    const email = uniqueEmail('a11y');
    await signUpConsumer(page, email, 'Access#2026x');
    await signIn(page, email, 'Access#2026x');
    await expect(page.getByRole('alert').getByRole('button', { name: 'Resend' })).toBeVisible();
    await check(page, 'login-unverified');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/^Username \/ Email/)
      .fill(email);
    await passHumanCheck(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Reset Password' }).click();
    await page.goto(await mailedLink(email, '/changepassword'));
    await page.getByLabel(/^Set Password/).fill('Stronger#2026xyz');
    await expect(page.getByText('Strength: Strong')).toBeVisible();
    await passHumanCheck(page, page.locator('form'));
    await check(page, 'changepassword-form');
  });

  test('delivery addresses of a new consumer', async ({ page }) => {
    const email = uniqueEmail('addr');
    await signUpConsumer(page, email, 'Access#2026x');
    await page.goto(await mailedLink(email, '/verifyemail'));
    await expect(page.getByText(/Your account has been verified/)).toBeVisible();
    await signIn(page, email, 'Access#2026x');
    await page.getByRole('button', { name: 'Pickup' }).click();
    await expectLandingPage(page);
    await page.goto('/account/address');
    await expect(page.getByText('You have no delivery address yet.')).toBeVisible();
    await check(page, 'addresses-empty');
    for (const [display, zip] of [
      ['Home', '04106'],
      ['Cabin', '04092'],
    ] as const) {
      await page.getByRole('button', { name: /New Address/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Delivery Address' });
      await dialog.getByLabel(/^Display Name/).fill(display);
      await dialog.getByLabel(/^Name/).fill('A11y Consumer');
      await dialog.getByLabel(/^Zip Code/).fill(zip);
      if (display === 'Cabin') await check(page, 'address-dialog');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByRole('button', { name: 'Delete Cabin' })).toBeVisible();
    await check(page, 'addresses');
    await page.getByRole('button', { name: 'Delete Cabin' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Address?' })).toBeVisible();
    await check(page, 'delete-address-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'Cabin' })).toBeHidden();

    await page.goto('/user-preferences');
    await expect(page.getByLabel(/^Email/)).toHaveValue(email);
    await check(page, 'user-preferences');
  });

  test('admin password options and settings change password', async ({ page }) => {
    await openSignedIn(page, 'admin', '/admin');
    await expect(page.getByRole('heading', { name: 'Password Options' })).toBeVisible();
    await expect(page.getByLabel('Minimum password length')).toHaveValue('8');
    await check(page, 'admin-password-options');

    await page.goto('/settings');
    const card = page.getByRole('heading', { name: 'Change Password' });
    await expect(card).toBeVisible();
    await page.getByLabel(/^New Password/).fill('Other#2026');
    await page.getByLabel(/^Confirm Password/).fill('Other#2027');
    await page.getByLabel(/^Current Password/).focus();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await settle(page);
    await check(page, 'settings-change-password');
  });
});
