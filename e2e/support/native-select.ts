import { expect, type Locator } from '@playwright/test';

// The product filter bar's selects are the browser's own (<select>): what one shows is its checked option.

export async function expectChosen(select: Locator, label: string): Promise<void> {
  await expect(select.locator('option:checked')).toHaveText(label);
}

export async function chooseOption(select: Locator, label: string): Promise<void> {
  await select.selectOption({ label });
}

/** The options offered, in order (empty placeholders left out). */
export function offered(select: Locator): Locator {
  return select.locator('option:not([disabled])');
}
