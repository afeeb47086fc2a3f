import { expect, type Locator, type Page } from '@playwright/test';

/** A fresh address per run and per call: journeys never reuse another run's account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.net`;
}

/** Ticks the ALTCHA widget in the open dialog (or in `scope`: the /changepassword form) and waits until it is solved. */
export async function passHumanCheck(page: Page, scope: Locator = page.getByRole('dialog')): Promise<void> {
  // The widget draws its own tick over the checkbox, so the label takes the click, as a person's would.
  await scope.getByText("I'm not a robot").click();
  await expect(scope.getByRole('checkbox', { name: /verified/i })).toBeChecked({ timeout: 30_000 });
}

/** Signs up a new consumer through the sign-in page's dialog; returns when the success notification shows. */
export async function signUpConsumer(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create new account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new account' });
  await dialog.getByLabel(/^Name/).fill('E2E Consumer');
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Phone/).fill('2075550123');
  await expect(dialog.getByLabel(/^Phone/)).toHaveValue('(207) 555-0123');
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByLabel(/^Confirm Password/).fill(password);
  await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeDisabled();
  await passHumanCheck(page);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText(
      'Account created successfully. To login, please verify by clicking the activation link that has been sent to your email address.',
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
}
