import { expect, type Locator, type Page } from '@playwright/test';

/** Windows that keep the side menu open, from the narrowest (1,200 px) to a common laptop's. */
export const BESIDE_SIDE_MENU_WIDTHS = [1200, 1280, 1366] as const;

/** Tablets' windows, where the side menu is a drawer: portrait (768 and 820 px) and landscape (1,024 px). */
export const TABLET_WIDTHS = [768, 820, 1024] as const;

/**
 * At each window width, `box` (a table's scrolling box, a card) shows all it holds across: nothing is behind a sideways
 * scroll. The window gets its size back at the end.
 */
export async function expectNoSidewaysScroll(
  page: Page,
  box: Locator,
  widths: readonly number[] = BESIDE_SIDE_MENU_WIDTHS,
): Promise<void> {
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  const { height } = before;
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    await expect
      .poll(() => box.evaluate((el) => el.scrollWidth - el.clientWidth), `sideways scroll at ${width} px`)
      .toBe(0);
  }
  await page.setViewportSize(before);
}

/**
 * `element` shows whole inside `box` (a table's scrolling box) once scrolled to: bringing it into view scrolls the box
 * down if need be, never sideways.
 */
export async function expectWhollyInBox(element: Locator, box: Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  await expect(element).toBeInViewport({ ratio: 1 });
  expect(await box.evaluate((el) => el.scrollLeft), 'the box scrolled sideways to show it').toBe(0);
}
