import { expect, test } from '../support/test';
import { expectNoAxeViolations, expectReadableText } from '../support/axe';
import { expectDarkTheme, viewInDarkTheme } from '../support/dark-theme';
import { expectLandingPage, signIn } from '../support/sign-in';

// The administrator buys for Harbor Grill, for whom the cleaning categories are excluded: the categories page and
// those categories' products carry the 'Excluded for this customer' tag, whose text must read at 4.5:1 in either
// theme. The pages pass axe whole in both modes (support/axe.ts scans each in the other mode too); each run also
// proves axe measured the tag in its mode.
const EXCLUDED = 'Excluded for this customer';

for (const mode of ['light', 'dark'] as const) {
  test(`the '${EXCLUDED}' tag reads at 4.5:1 in the ${mode} theme`, async ({ page }) => {
    if (mode === 'dark') await viewInDarkTheme(page);
    await signIn(page, 'admin');
    await expectLandingPage(page);
    if (mode === 'dark') await expectDarkTheme(page);

    await page.goto('/categories');
    const cleaning = page.getByRole('region', { name: 'Cleaning & Janitorial' });
    await expect(cleaning.getByText(EXCLUDED).first()).toBeVisible();
    await expectReadableText(page, EXCLUDED, `categories, ${mode} theme`);
    if (mode === 'light') await expectNoAxeViolations(page, 'categories with excluded ones');

    await cleaning.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products#.*mc=CLEAN/);
    await expect(page.getByRole('region', { name: 'Products' }).getByText(EXCLUDED).first()).toBeVisible();
    await expectReadableText(page, EXCLUDED, `excluded products, ${mode} theme`);
    if (mode === 'light') await expectNoAxeViolations(page, 'excluded products');
  });
}
