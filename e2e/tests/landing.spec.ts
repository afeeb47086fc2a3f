import { expect, type Page, test } from '../support/test';
import { atEachWidth, expectNoAxeViolationsAtEachWidth, PHONE_VIEWPORT, settle } from '../support/axe';
import { expectLandingPage, signIn } from '../support/sign-in';

const grid = (page: Page) => page.getByTestId('landing-grid');
/** Where the pickers' screenshots go, to be looked at. */
const SHOTS = process.env.SHOTS_DIR;

async function chooseType(page: Page, type: string) {
  const select = page.getByRole('dialog', { name: 'Card Editor' }).getByRole('combobox', { name: 'Content Type' });
  await select.click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await expect(select).toHaveText(type);
}

test('a customer first sees the demo landing page: hero carousel, text cards, specials and a category list', async ({
  page,
}) => {
  await signIn(page, 'customer');
  await expectLandingPage(page);
  await expect(page.getByRole('heading', { name: 'Welcome', exact: true, level: 2 })).toBeVisible();
  const carousel = page.getByRole('group', { name: 'Featured' }).first();
  await expect(carousel.getByRole('img', { name: 'Harbor Foods truck at a restaurant door' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByRole('img', { name: 'Warehouse aisle of cases on pallets' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Welcome to Harbor Foods' }).getByRole('link', { name: 'all products' }),
  ).toHaveAttribute('href', '/products');
  await expect(page.getByRole('region', { name: 'Ordering in three steps' }).getByRole('listitem')).toHaveCount(3);
  const specials = page.getByRole('region', { name: "This week's specials" });
  await expect(specials.getByText('Featured').first()).toBeVisible();
  // A product card orders straight from the landing page.
  const clickedAt = await page.evaluate(() => performance.now());
  await specials
    .getByRole('button', { name: /^Add To Cart: / })
    .first()
    .click();
  const addDialog = page.getByRole('dialog', { name: 'Add To Cart' });
  // Once in CI the dialog did not show within 10 s (not reproduced since): should it recur, the failure says what the
  // page fetched after the click (the dialog's code loads on first use) and which dialogs it has.
  await expect(addDialog.getByRole('textbox', { name: 'Quantity' }))
    .toBeVisible()
    .catch(async (error: Error) => {
      const seen = await page.evaluate(
        (since) => ({
          fetched: performance
            .getEntriesByType('resource')
            .filter((r) => r.startTime >= since)
            .map(
              (r) =>
                `${new URL(r.name).pathname} at +${Math.round(r.startTime - since)} ms, ${Math.round(r.duration)} ms`,
            ),
          dialogs: Array.from(document.querySelectorAll('[role=dialog]'), (d) => d.getAttribute('aria-labelledby')),
        }),
        clickedAt,
      );
      throw new Error(`${error.message}\nafter the click: ${JSON.stringify(seen, null, 1)}`);
    });
  await addDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(addDialog).toBeHidden();
  const beef = page.getByRole('region', { name: 'From the butcher: beef' });
  await expect(beef.getByRole('heading', { level: 3 }).first()).toContainText('Beef');
  await expect(beef.getByText(/\$\d+\.\d{2} \/ /).first()).toBeVisible();
  await beef.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
});

test('the landing page, reloaded, shows its hero picture, its cards and their product cards', async ({ page }) => {
  await signIn(page, 'customer');
  await expectLandingPage(page);
  await page.reload();
  await expect(grid(page)).toBeVisible();
  // How soon is a budget of `npm run bench` (Lighthouse's largest paint of /, docs/benchmarks.md), not of this
  // journey, which shares its cores with the others.
  await page.waitForFunction(() => {
    const hero = document.querySelector<HTMLImageElement>('[aria-roledescription="slide"] img');
    const tiles = document.querySelectorAll('[data-testid="landing-grid"] h3');
    return !!hero?.complete && hero.naturalWidth > 0 && tiles.length >= 10;
  });
});

test('the landing page and products do not load the editor (Slate)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.url());
  });
  await signIn(page, 'customer');
  await expectLandingPage(page);
  await page.goto('/products');
  await expect(page).toHaveURL(/\/products/);
  expect(scripts.some((s) => /LandingEditorPage/.test(s))).toBe(false);
  const bodies = await Promise.all(scripts.map((s) => page.evaluate(async (u) => (await fetch(u)).text(), s)));
  expect(bodies.some((b) => b.includes('Cannot find a descendant at path'))).toBe(false);
});

// Once each, at phone width (the tightest layout), every screen scanned (and photographed) at desktop and phone width.
test.describe('accessibility at phone width, scanned at both widths', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the landing page', async ({ page }) => {
    await signIn(page, 'customer');
    await expectLandingPage(page);
    await expect(
      page.getByRole('region', { name: 'From the butcher: beef' }).getByRole('heading', { level: 3 }).first(),
    ).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, 'landing page', async ({ width }) => {
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/e2e-landing-${width}.png`, fullPage: true });
    });
  });

  test('the landing page editor and its Card Editor, by keyboard', async ({ page }) => {
    await signIn(page, 'admin');
    await expectLandingPage(page);
    await page.goto('/admin/landing');
    await expect(page.getByLabel('Page title')).toHaveValue('Welcome');
    await expectNoAxeViolationsAtEachWidth(page, 'landing editor');
    const edit = page.getByRole('button', { name: 'Edit Welcome to Harbor Foods' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Card Editor' });
    await expect(dialog.getByRole('textbox', { name: 'Heading' })).toHaveValue('Welcome to Harbor Foods');
    await expect(dialog.getByText('Headings are limited to 40 characters')).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, 'card editor', async ({ width }) => {
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/e2e-card-editor-${width}.png` });
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("the text editor's Insert image popover chooses from the uploaded images too", async ({ page }) => {
    await signIn(page, 'admin');
    await expectLandingPage(page);
    await page.goto('/admin/landing');
    await page.getByRole('button', { name: 'Edit Welcome to Harbor Foods' }).click();
    const dialog = page.getByRole('dialog', { name: 'Card Editor' });
    await dialog.getByRole('textbox', { name: 'Text' }).click();
    await dialog.getByRole('button', { name: 'Insert image' }).click();
    const popover = page.getByRole('dialog', { name: 'Insert image' });
    const url = popover.getByRole('textbox', { name: 'Image URL' });
    await expect(url).toBeFocused();
    await url.fill('/img/landing/not-uploaded.webp');
    await expect(
      popover.getByText('This site has no image at this address: choose an uploaded image, or upload one'),
    ).toBeVisible();
    await expect(popover.getByRole('button', { name: 'Insert Image' })).toBeDisabled();
    await popover.getByRole('button', { name: 'Choose image' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    const first = picker.getByRole('list', { name: 'Uploaded images' }).getByRole('button').first();
    const src = await first.locator('img').getAttribute('src');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(url).toHaveValue(src ?? '');
    await expect(popover.getByRole('button', { name: 'Insert Image' })).toBeEnabled();
    await expectNoAxeViolationsAtEachWidth(page, 'text editor image popover', async ({ width }) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/text-image-popover-${width}.png` });
    });
    await popover.getByRole('button', { name: 'Insert Image' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Text' }).locator(`img[src="${src}"]`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the Card Editor image and product pickers (issue 25 item 20)', async ({ page }) => {
    await signIn(page, 'admin');
    await expectLandingPage(page);
    await page.goto('/admin/landing');
    await page.getByRole('button', { name: 'Edit Welcome to Harbor Foods' }).click();
    const dialog = page.getByRole('dialog', { name: 'Card Editor' });
    // Another content type in the edit copy only: Cancel keeps the card as it was.
    await chooseType(page, 'Image');
    // A typed address the site does not have is an error before anything is saved.
    await dialog.getByRole('textbox', { name: 'Image source' }).fill('/img/landing/not-uploaded.webp');
    await expect(
      dialog.getByText('This site has no image at this address: choose an uploaded image, or upload one'),
    ).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, 'missing image source', async ({ width }) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/image-missing-${width}.png` });
    });
    await dialog.getByRole('button', { name: 'Choose image' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    // The demo's own pictures are there to choose from, whatever they are called.
    const first = picker.getByRole('list', { name: 'Uploaded images' }).getByRole('button').first();
    await expect(first.locator('img')).toHaveJSProperty('complete', true);
    const src = await first.locator('img').getAttribute('src');
    await settle(page);
    await expectNoAxeViolationsAtEachWidth(page, 'image picker', async ({ width }) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/image-picker-${width}.png` });
    });
    await first.click();
    await expect(picker).toBeHidden();
    await expect(dialog.getByRole('textbox', { name: 'Image source' })).toHaveValue(src ?? '');
    await expect(dialog.locator(`img[src="${src}"]`)).toBeVisible();
    await atEachWidth(page, async ({ width }) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/image-chosen-${width}.png` });
    });

    await chooseType(page, 'Product');
    await dialog.getByRole('combobox', { name: 'Product' }).pressSequentially('beef');
    await expect(page.getByRole('option').first()).toBeVisible();
    await settle(page);
    await expectNoAxeViolationsAtEachWidth(page, 'product picker', async ({ width }) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-picker-${width}.png` });
    });
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('leaving the editor with unsaved changes asks first, and Cancel discards nothing saved', async ({ page }) => {
  await signIn(page, 'admin');
  await expectLandingPage(page);
  await page.goto('/admin/landing');
  await page.getByLabel('Page title').fill('Not saved');
  await page.getByRole('button', { name: 'Cancel' }).last().click();
  await expect(page.getByText('There may be unsaved changes. Are you sure you want to leave this page?')).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin\/landing$/);
  await page.getByRole('button', { name: 'Cancel' }).last().click();
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome', exact: true, level: 2 })).toBeVisible();
});
