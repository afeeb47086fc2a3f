import { expect, test } from '../support/test';
import { runAxe } from '../support/axe-run';

// The helper every axe scan goes through finds what it is asked for: a picture without a text alternative and text
// that reads under 4.5:1, put into the sign-in page; it puts axe into a document once and again after a navigation.
test('the axe runner reports a missing alt text and low contrast, before and after a navigation', async ({ page }) => {
  const flaws = () =>
    page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      main.insertAdjacentHTML(
        'beforeend',
        '<img src="/favicon.ico" width="16" height="16"><p style="color:#777;background:#888">Faint words</p>',
      );
    });
  const found = async () =>
    (
      await runAxe(page, {
        resultTypes: ['violations'],
        runOnly: { type: 'rule', values: ['image-alt', 'color-contrast'] },
      })
    ).violations
      .map((v) => v.id)
      .sort();

  await page.goto('/login');
  expect(await found()).toEqual([]);
  await flaws();
  expect(await found()).toEqual(['color-contrast', 'image-alt']);
  await page.reload();
  expect(await page.evaluate(() => typeof window.axe)).toBe('undefined');
  await flaws();
  expect(await found()).toEqual(['color-contrast', 'image-alt']);
});
