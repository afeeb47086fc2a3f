import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the focused element shows a focus indicator: its own outline or box shadow, or the focused frame of its MUI field. */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    // Tab past the last element leaves the page (the browser's own controls): nothing on the page has the focus.
    if (!el || el === document.body) return true;
    const shows = (node: Element) => {
      const s = getComputedStyle(node);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      return outline || (s.boxShadow !== 'none' && s.boxShadow !== '');
    };
    if (shows(el)) return true;
    // Our own fields (the outlined select, the header search) show focus on the frame around them (data-field-frame):
    // the outline's 2 px border, or a ring of the frame's own.
    const ownFrame = el.closest('[data-field-frame]');
    if (ownFrame) {
      const outline = ownFrame.querySelector('fieldset');
      return outline ? parseFloat(getComputedStyle(outline).borderTopWidth) >= 2 : shows(ownFrame);
    }
    // A text field shows focus on its frame: MUI marks it Mui-focused and draws a 2 px border in the primary colour.
    const field = el.closest('.MuiInputBase-root.Mui-focused');
    if (field) {
      const frame = field.querySelector('fieldset');
      return frame ? parseFloat(getComputedStyle(frame).borderTopWidth) >= 2 : true;
    }
    return false;
  });
}

/**
 * Presses Tab (Shift+Tab when backwards) until the target has the focus, at most `max` times, and checks that
 * every element the focus lands on shows it.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el
        ? `${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
        : 'nothing';
    });
    if (process.env.KEYBOARD_DEBUG) console.log(`tab ${i}: ${label}`);
    expect(await focusIsVisible(page), `focus ring on ${label}`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
  }
  throw new Error(`${String(target)} not reached in ${max} Tab presses`);
}
