import { expect, test } from '../support/test';
import { expectLandingPage, signIn } from '../support/sign-in';

test.describe('sign-in', () => {
  test('a trade customer lands on the landing page', async ({ page }) => {
    await signIn(page, 'customer');
    await expectLandingPage(page);
    await expect(page.getByText('Casey Customer').first()).toBeAttached();
  });

  test('an administrator sees the admin entries', async ({ page }) => {
    await signIn(page, 'admin');
    await expectLandingPage(page);
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(page.getByRole('link', { name: 'Edit Landing Page' })).toBeVisible();
  });

  test('a bad password shows the spec message', async ({ page }) => {
    await signIn(page, 'customer', 'not-the-password');
    await expect(page.getByText('Unknown user or invalid password')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('repeated failures show the throttle message', async ({ page }) => {
    // Pose as a client address of our own so that other journeys are not throttled.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.23' });
    for (let i = 0; i < 10; i++) {
      await signIn(page, 'throttle-victim', `wrong-${i}`);
      await expect(page.getByText('Unknown user or invalid password')).toBeVisible();
    }
    await signIn(page, 'throttle-victim', 'wrong-again');
    await expect(page.getByText('Too many login attempts, please try again later')).toBeVisible();
  });

  test('a 401 without an error description says Authorization Failed', async ({ page }) => {
    // The server always describes its refusals; a proxy or another token endpoint may not.
    await page.route('**/api/token', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: 'invalid_grant' }) }),
    );
    await signIn(page, 'customer', 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Authorization Failed' })).toBeVisible();
    await expect(page.getByText('invalid_grant')).toHaveCount(0);
  });

  test('Caps Lock is reported while typing the password', async ({ page }) => {
    await page.goto('/login');
    // Headless Chromium cannot toggle the real Caps Lock, so the key event carries the modifier state.
    await page.getByLabel(/^Password/).dispatchEvent('keydown', { key: 'A', modifierCapsLock: true });
    await expect(page.getByText('Caps Lock is On')).toBeVisible();
  });
});
