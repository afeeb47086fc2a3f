import fs from 'node:fs';
import { expect, type Page, test } from '../support/test';
import { expectNoAxeViolationsAtEachWidth, PHONE_VIEWPORT, type Viewport } from '../support/axe';
import { viewInDarkTheme } from '../support/dark-theme';
import { productsFile, runTag } from '../support/products-csv';
import { openSignedIn } from '../support/sign-in';

// Issue 30: the administrators' ERP import page (/admin/import). The products each test imports have codes, a main
// category and a category of its own run, so no other journey meets them. Screenshots go to SHOTS_DIR when it is set,
// in light and dark mode, at desktop and phone width.
const shotsDir = process.env.SHOTS_DIR;

async function openImportPage(page: Page): Promise<void> {
  await openSignedIn(page, 'admin', '/admin');
  await page.getByRole('link', { name: 'Import ERP Data' }).click();
  await expect(page).toHaveURL(/\/admin\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import ERP Data' })).toBeVisible();
}

async function upload(page: Page, name: string, csv: Buffer, options: { dryRun?: boolean } = {}): Promise<void> {
  await page.getByLabel('Kind', { exact: true }).selectOption('products');
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: csv });
  if (options.dryRun) await page.getByRole('checkbox', { name: 'Dry run' }).check();
  await page.getByRole('button', { name: 'Start Import' }).click();
}

const count = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Import Status' })
    .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

async function downloadText(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), text: fs.readFileSync(await download.path(), 'utf8') };
}

test('an administrator uploads a products file, watches the progress bar, downloads the refused rows, and finds a new product in the catalogue', async ({
  page,
}) => {
  const tag = runTag();
  const file = productsFile(tag, 300, [99, 299]);
  await openImportPage(page);

  const template = await downloadText(page, 'Download template');
  expect(template.name).toBe('products-template.csv');
  expect(template.text.split(/\r?\n/)[0]).toMatch(/^product_code,description,/);

  await upload(page, `products-${tag}.csv`, file.csv);
  await expect(page).toHaveURL(/\/admin\/import\?job=\d+$/);
  const status = page.getByRole('region', { name: 'Import Status' });
  // The bar shows from the moment the job is queued to its end (a 302-row file may be done before a poll sees it run).
  const bar = status.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(status.getByRole('status')).toHaveText('Done: 302 rows read.');
  await expect(count(page, 'Read')).toHaveText('302');
  await expect(count(page, 'Inserted')).toHaveText('300');
  await expect(count(page, 'Refused')).toHaveText('2');

  const refused = status.getByRole('table', { name: 'Refused rows' });
  for (const line of file.badLines)
    await expect(refused.getByRole('row', { name: new RegExp(`^${line} `) })).toBeVisible();
  const csv = await downloadText(page, 'Download refused rows (CSV)');
  expect(csv.name).toMatch(/^products-import-\d+-refused\.csv$/);
  const lines = csv.text.trim().split(/\r?\n/);
  expect(lines[0]).toBe('line,column,reason,value');
  expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(file.badLines);

  // The import is listed with the others.
  await expect(
    page
      .getByRole('region', { name: 'Recent Imports' })
      .getByRole('button', { name: new RegExp(`products-${tag}\\.csv`) }),
  ).toContainText('300 inserted');

  const code = file.codes[150]!;
  await page.goto(`/products?s=${code}`);
  await expect(
    page
      .getByRole('region', { name: 'Products' })
      .locator('article')
      .filter({ hasText: file.descriptionOf(code) }),
  ).toBeVisible();
});

test('a file without the columns of its kind is refused at once, with the reason', async ({ page }) => {
  await openImportPage(page);
  await upload(page, 'wrong.csv', Buffer.from('sku,name\r\nA1,Apples\r\n'));
  await expect(page.getByRole('region', { name: 'New Import' }).getByRole('alert')).toContainText(
    'The import was not started.',
  );
  await expect(page.getByRole('region', { name: 'New Import' }).getByRole('alert')).toContainText('misses the columns');
  await expect(page.getByRole('region', { name: 'Import Status' })).toHaveCount(0);
});

test('the import page is for administrators only', async ({ page }) => {
  await openSignedIn(page, 'customer', '/admin/import');
  await expect(page.getByText("Oops... This page doesn't exist!")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Import' })).toHaveCount(0);
});

const MODES = shotsDir ? (['light', 'dark'] as const) : (['light'] as const);

// The journey runs once, at phone width (the tightest layout), and scans each screen at both widths.
test.describe('at phone width, scanned at both widths', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  for (const mode of MODES) {
    test(`the import page passes axe${mode === 'dark' ? ' (dark screenshots)' : ''}`, async ({ page }) => {
      if (mode === 'dark') await viewInDarkTheme(page);
      /** At each width, after the scan: the screenshot, and (`fits`) nothing wider than the screen. */
      const atWidth =
        (screen: string, fits: boolean) =>
        async ({ width }: Viewport) => {
          if (shotsDir) await page.screenshot({ path: `${shotsDir}/${screen}-${width}-${mode}.png`, fullPage: true });
          // The page does not scroll sideways.
          if (fits) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        };

      await openImportPage(page);
      await expect(
        page
          .getByRole('region', { name: 'Recent Imports' })
          .getByText(/No imports yet|: /)
          .first(),
      ).toBeVisible();
      await expectNoAxeViolationsAtEachWidth(page, 'import page', atWidth('erp-import-new', true));

      await page.getByRole('button', { name: 'Start Import' }).click();
      await expect(page.getByText('Choose a CSV file to import.')).toBeVisible();
      await upload(page, 'wrong.csv', Buffer.from('sku,name\r\nA1,Apples\r\n'));
      await expect(page.getByRole('region', { name: 'New Import' }).getByRole('alert')).toContainText(
        'misses the columns',
      );
      await expectNoAxeViolationsAtEachWidth(
        page,
        'import page, a refused file',
        atWidth('erp-import-refused-file', false),
      );

      const tag = runTag();
      const file = productsFile(tag, 6, [1, 4]);
      await upload(page, `dry-run-${tag}-with-a-long-file-name-from-the-erp-export.csv`, file.csv, { dryRun: true });
      const status = page.getByRole('region', { name: 'Import Status' });
      await expect(status.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
        'aria-valuenow',
        '100',
        {
          timeout: 30_000,
        },
      );
      await expect(count(page, 'Inserted')).toHaveText('6');
      await expect(status.getByRole('table', { name: 'Refused rows' })).toBeVisible();
      await expectNoAxeViolationsAtEachWidth(page, 'import page, a dry run done', atWidth('erp-import-done', true));
    });
  }
});
