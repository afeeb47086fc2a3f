import { expect, test } from '../support/test';
import { signUpConsumer, passHumanCheck, uniqueEmail } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { mailedLink } from '../support/mail';
import { expectLandingPage, openSignedIn, signIn } from '../support/sign-in';

test.describe('accounts people manage themselves', () => {
  test('a new consumer signs up, verifies through the mailed link and signs in', async ({ page }) => {
    const email = uniqueEmail('signup');
    await signUpConsumer(page, email, 'Harbor#2026x');

    // Not verified yet: told why.
    await signIn(page, email, 'Harbor#2026x');
    await expect(page.getByText('Please verify your e-mail address before signing in')).toBeVisible();

    await page.goto(await mailedLink(email, '/verifyemail'));
    await expect(
      page.getByText('Your account has been verified. Please sign in with your email address.'),
    ).toBeVisible();
    // The link works once.
    await page.reload();
    await expect(page.getByText('Account verification failed. Please try again later.')).toBeVisible();

    await signIn(page, email, 'Harbor#2026x');
    await expect(page).toHaveURL(/\/select-shipmethod/);

    // Delivery with no address yet: the add-address dialog comes first, then the zone's minimum order is named.
    await page.getByRole('button', { name: /^Delivery/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Delivery Address' });
    await dialog.getByLabel(/^Display Name/).fill('Home');
    await dialog.getByLabel(/^Name/).fill('E2E Consumer');
    await dialog.getByLabel(/^Address$/).fill('9 Fore St');
    await dialog.getByLabel(/^City/).fill('Portland');
    await dialog.getByLabel(/^State/).fill('ME');
    await dialog.getByLabel(/^Zip Code/).fill('041');
    await dialog.getByLabel(/^Phone/).focus();
    await expect(dialog.getByText('Must be valid Zip Code')).toBeVisible();
    await dialog.getByLabel(/^Zip Code/).fill('04106');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Minimum order amount for this zip code is $50.00')).toBeVisible();
    await expectLandingPage(page);

    // The address book shows it as the primary address, with its minimum.
    await page.goto('/account/address');
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
    await expect(page.getByText('Minimum order amount for this zip code is $50.00')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Primary address' })).toBeVisible();

    // Switches to pickup from the menu without signing out.
    const switchShipMethod = async () => {
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('button', { name: 'Pickup or Delivery' })
        .click();
      await expect(page).toHaveURL(/\/select-shipmethod/);
    };
    await switchShipMethod();
    await page.getByRole('button', { name: /^Pickup/ }).click();
    await expectLandingPage(page);

    // A newer address outside every zone: the highest id decides, and the buyer may still proceed.
    await page.goto('/account/address');
    await page.getByRole('button', { name: /New Address/ }).click();
    const second = page.getByRole('dialog', { name: 'Add Delivery Address' });
    await second.getByLabel(/^Display Name/).fill('Camp');
    await second.getByLabel(/^Name/).fill('E2E Consumer');
    await second.getByLabel(/^Address$/).fill('1 Lake Rd');
    await second.getByLabel(/^City/).fill('Windham');
    await second.getByLabel(/^State/).fill('ME');
    await second.getByLabel(/^Zip Code/).fill('04062');
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(second).toBeHidden();
    await switchShipMethod();
    await page.getByRole('button', { name: /^Delivery/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Proceed with undeliverable zip code?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Proceed to Browse' }).click();
    await expectLandingPage(page);

    // Own preferences: details, then the default layout.
    await page.goto('/user-preferences');
    await page.getByLabel(/^Company/).fill('Fore Street Kitchen');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Preferences updated.')).toBeVisible();
    await page.getByLabel('Default layout').click();
    await page.getByRole('option', { name: 'List' }).click();
    await expect(page.getByText('Page layout successfully changed.')).toBeVisible();
    // At once, without signing in again: the product list opens in the new default layout.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Products', exact: true })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/user-preferences');
    await page.reload();
    await expect(page.getByLabel(/^Company/)).toHaveValue('Fore Street Kitchen');
  });

  test('a user resets a forgotten password through the mailed link and the old session is gone', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('reset');
    await signUpConsumer(page, email, 'Before#2026x');
    await page.goto(await mailedLink(email, '/verifyemail'));
    await expect(
      page.getByText('Your account has been verified. Please sign in with your email address.'),
    ).toBeVisible();

    // Two older sessions, each in its own browser context: one keeps its tab open, the other is reloaded later.
    const oldContext = await browser.newContext();
    const old = await oldContext.newPage();
    await signIn(old, email, 'Before#2026x');
    await expect(old).toHaveURL(/\/select-shipmethod/);
    const reloadedContext = await browser.newContext();
    const reloaded = await reloadedContext.newPage();
    await signIn(reloaded, email, 'Before#2026x');
    await expect(reloaded).toHaveURL(/\/select-shipmethod/);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
    await dialog.getByLabel(/^Username \/ Email/).fill(email);
    await passHumanCheck(page);
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByText(
        'Password reset request sent. If an account is associated with this email address, then a message will be sent with instructions to reset the password.',
      ),
    ).toBeVisible();

    await page.goto(await mailedLink(email, '/changepassword'));
    await page.getByLabel(/^Set Password/).fill('After#2026xy');
    await page.getByLabel(/^Confirm Password/).fill('After#2026xz');
    await page.getByLabel(/^Set Password/).focus();
    await expect(page.getByText('passwords must match')).toBeVisible();
    await page.getByLabel(/^Confirm Password/).fill('After#2026xy');
    // Spec 3 §4: no reset without a passed human check.
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    await passHumanCheck(page, page.locator('form'));
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText(/^Password has been updated\./)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    // Every older session is back at sign-in, told why: a new tab and a reload (the stored token checked on
    // loading), and the open tab's next call.
    const changed = 'Your session ended because of a changed password. Please sign in again.';
    const newTab = await oldContext.newPage();
    await newTab.goto('/');
    await expect(newTab).toHaveURL(/\/login/);
    await expect(newTab.getByText(changed)).toBeVisible();
    await reloaded.reload();
    await expect(reloaded).toHaveURL(/\/login/);
    await expect(reloaded.getByText(changed)).toBeVisible();
    await expect(reloaded.getByText('Your session expired - Please sign in again.')).toHaveCount(0);
    await reloadedContext.close();
    await old.getByRole('button', { name: 'Pickup' }).click();
    await expect(old).toHaveURL(/\/login/);
    await expect(old.getByText(changed)).toBeVisible();
    await oldContext.close();

    await signIn(page, email, 'Before#2026x');
    await expect(page.getByText('Unknown user or invalid password')).toBeVisible();
    await signIn(page, email, 'After#2026xy');
    await expect(page).toHaveURL(/\/select-shipmethod/);
  });

  test('a consumer asks for a new activation link from the sign-in error and from a failed /verifyemail', async ({
    page,
  }) => {
    const email = uniqueEmail('resend');
    await signUpConsumer(page, email, 'Resend#2026x');
    const first = await mailedLink(email, '/verifyemail');
    const sent =
      'If this account is waiting for verification, a new activation link has been sent to its email address.';

    // The sign-in error offers Resend, for the address just typed.
    await signIn(page, email, 'Resend#2026x');
    const refusal = page.getByRole('alert').filter({ hasText: 'Please verify your e-mail address before signing in' });
    await refusal.getByRole('button', { name: 'Resend' }).click();
    const fromSignIn = page.getByRole('dialog', { name: 'Resend activation link' });
    await expect(fromSignIn.getByLabel(/^Email/)).toHaveValue(email);
    await expect(fromSignIn.getByRole('button', { name: 'Resend' })).toBeDisabled();
    await passHumanCheck(page);
    await fromSignIn.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText(sent)).toBeVisible();
    await expect(fromSignIn).toBeHidden();
    const second = await mailedLink(email, '/verifyemail', first);

    // The first link was replaced: the failed verification offers Resend too.
    await page.goto(first);
    const failed = page.getByRole('alert').filter({ hasText: 'Account verification failed. Please try again later.' });
    await failed.getByRole('button', { name: 'Resend' }).click();
    const fromVerify = page.getByRole('dialog', { name: 'Resend activation link' });
    await fromVerify.getByLabel(/^Email/).fill(email);
    await passHumanCheck(page);
    await fromVerify.getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText(sent)).toBeVisible();
    const third = await mailedLink(email, '/verifyemail', second);

    await page.goto(third);
    await expect(
      page.getByText('Your account has been verified. Please sign in with your email address.'),
    ).toBeVisible();
    await signIn(page, email, 'Resend#2026x');
    await expect(page).toHaveURL(/\/select-shipmethod/);
  });
});

test('a trade customer adds a ship-to with a contact and delivery time on /account/address, then deletes it', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/account/address');
  await expect(page.getByRole('heading', { name: 'Main' })).toBeVisible();
  await page.getByRole('button', { name: /New Address/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Delivery Address' });
  await dialog.getByLabel(/^Display Name/).fill('Pop-up Bar');
  await dialog.getByLabel(/^Name/).fill('Harbor Grill - Pop-up');
  await dialog.getByLabel(/^Address$/).fill('5 Portland Pier');
  await dialog.getByLabel(/^City/).fill('Portland');
  await dialog.getByLabel(/^State/).fill('ME');
  await dialog.getByLabel(/^Zip Code/).fill('04101');
  await dialog.getByLabel(/^Contact/).fill('Jo Events');
  await dialog.getByLabel(/^Delivery Time/).fill('Before 9 AM');
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/ship-to-dialog-1280.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const card = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'Pop-up Bar' }) });
  await expect(card.getByText('Contact: Jo Events')).toBeVisible();
  await expect(card.getByText('Delivery time: Before 9 AM')).toBeVisible();
  await expectNoAxeViolations(page, 'ship-to maintenance');
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/ship-tos-1280.png`, fullPage: true });
  await card.getByRole('button', { name: 'Delete Pop-up Bar' }).click();
  await page.getByRole('dialog', { name: 'Delete Address?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'Pop-up Bar' })).toHaveCount(0);
});
