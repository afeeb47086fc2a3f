import { expect, type Page } from '@playwright/test';

/**
 * The stepper collapses the step it leaves: wait until only the current step's Continue is left, then press it from
 * the keyboard. A click goes to the point where the button was measured, and a late shift of the page above it once
 * sent one to the City field below (a red CI run: the step never advanced); a key press goes to the button itself.
 */
export async function next(page: Page) {
  const button = page.getByRole('button', { name: 'Continue' });
  await expect(button).toHaveCount(1);
  await button.focus();
  await page.keyboard.press('Enter');
}

/** The card and its billing address (Harbor Grill's). */
export async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel(/^Card Number/).fill(cardNumber);
  await page.getByLabel(/^Expiration Date/).fill('1230');
  await page.getByLabel(/^CVV/).fill('123');
  await page.getByLabel(/^Name/).fill('Alex Admin');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Commercial St');
  await page.getByLabel(/^City/).fill('Portland');
  await page.getByLabel(/^State/).fill('ME');
  await page.getByLabel(/^ZIP Code/).fill('04102');
}
