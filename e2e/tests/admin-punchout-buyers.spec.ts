import { expect, type Page, test } from '../support/test';
import { atEachWidth, expectNoAxeViolationsAtEachWidth, PHONE_VIEWPORT, type Viewport } from '../support/axe';
import { tabTo } from '../support/keyboard';
import { openSignedIn } from '../support/sign-in';
import { setupRequestXml } from '../../apps/server/src/modules/punchout/cxml/setup-request.fixtures';

// Issue 28: the administrator's Punchout Buyers card on /admin. The buyer this journey adds has names and
// identities of its own (a fresh suffix per run), so no other journey ever meets it. Screenshots (at desktop and phone
// width) go to SHOTS_DIR when it is set.
const shotsDir = process.env.SHOTS_DIR;

async function openAdmin(page: Page) {
  await openSignedIn(page, 'admin', '/admin');
  const card = page.getByRole('region', { name: 'Punchout Buyers' });
  await expect(card.getByRole('row', { name: /Demo Procurement \(cXML\)/ })).toBeVisible();
  return card;
}

/** A PunchOutSetupRequest from the new buyer, as its procurement system would post it; the HTTP status it gets. */
async function setupStatus(page: Page, o: { identity: string; secret: string; returnUrl: string }): Promise<number> {
  const res = await page.request.post('/punchout/cxml/setup', {
    headers: { 'Content-Type': 'text/xml; charset=utf-8' },
    data: setupRequestXml({
      senderIdentity: o.identity,
      sharedSecret: o.secret,
      deploymentMode: 'test',
      returnUrl: o.returnUrl,
      buyerCookie: `e2e-${o.identity}`,
    }),
  });
  return res.status();
}

test('an administrator adds a cXML buyer for another customer, edits its return URLs and disables it; the setup endpoint follows', async ({
  page,
}) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const name = `E2E Ariba ${suffix}`;
  const identity = `E2E-ARIBA-${suffix}-T`;
  const secret = `e2e-secret-${suffix}`;
  const receiver = 'http://127.0.0.1:9/receive';
  const card = await openAdmin(page);

  await card.getByRole('button', { name: 'Add Buyer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Punchout Buyer' });
  await expect(dialog.getByLabel(/^Name/)).toBeFocused();

  // Save with nothing typed: every problem at once, the focus on the first.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/^Correct the \d+ problems marked below\.$/)).toBeVisible();
  await expect(dialog.getByText('A cXML buyer needs a shared secret.')).toBeVisible();
  await expect(dialog.getByLabel(/^Name/)).toBeFocused();

  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByRole('combobox', { name: /^Customer/ }).click();
  await page.getByRole('option', { name: /Harbor Grill & Oyster Bar/ }).click();
  await expect(dialog.getByRole('combobox', { name: /^Customer/ })).toHaveValue('Harbor Grill & Oyster Bar');
  // A ship-to the customer does not have: the server refuses it.
  await dialog.getByLabel('Ship-to code').fill('NOPE');
  for (const row of ['Identity 1', 'Identity 2']) {
    const group = dialog.getByRole('group', { name: row });
    await group.getByLabel('Mode').selectOption('test');
    await group.getByLabel(/^Identity/).fill(identity);
  }
  await expect(dialog.getByRole('group', { name: 'Identity 1' }).getByLabel('Role')).toHaveValue('from');
  await expect(dialog.getByRole('group', { name: 'Identity 2' }).getByLabel('Role')).toHaveValue('sender');
  await dialog.getByLabel(/^To identity/).fill('HARBORFOODS');
  await dialog.getByLabel(/^Shared secret/).fill(secret);
  await dialog.getByLabel(/^Account username/).fill(`e2e-ariba-${suffix.toLowerCase()}`);
  await dialog.getByLabel(/^Allowed return URLs/).fill('http://localhost');
  await dialog.getByRole('button', { name: 'Add unit' }).click();
  await dialog.getByRole('group', { name: 'Unit 1' }).getByLabel('Our unit').fill('cs');
  await dialog.getByRole('group', { name: 'Unit 1' }).getByLabel("Buyer's code").fill('CA');
  await dialog.getByLabel('UNSPSC default').fill('50000000');
  await dialog.getByRole('radio', { name: /^cxml-base64/ }).check();
  await expect(dialog.getByText(/problems? marked below/)).toBeHidden();

  await dialog.getByRole('button', { name: 'Save' }).click();
  // The server's reason as it came; the dialog and everything typed stay.
  await expect(dialog.getByRole('alert')).toHaveText('The customer has no ship-to NOPE.');
  await expect(dialog.getByLabel(/^Name/)).toHaveValue(name);
  await expect(dialog.getByLabel(/^Shared secret/)).toHaveValue(secret);
  await expect(dialog.getByRole('group', { name: 'Unit 1' }).getByLabel('Our unit')).toHaveValue('CS');

  await dialog.getByLabel('Ship-to code').fill('MAIN');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Punchout buyer ${name} saved.`).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = card.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('cXML');
  await expect(row).toContainText('Harbor Grill & Oyster Bar');
  await expect(row).toContainText('Enabled');

  // The server took the identity and the secret: a wrong secret is refused, and a return URL outside the list too.
  expect(
    await setupStatus(page, { identity, secret: 'punchout-demo-secret', returnUrl: 'http://localhost:9/receive' }),
  ).toBe(401);
  expect(await setupStatus(page, { identity, secret, returnUrl: receiver })).toBe(403);

  // Edit: the secret is write-only, the return URLs one per line.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Punchout Buyer' });
  await expect(edit.getByLabel(/^Shared secret/)).toHaveValue('');
  await expect(edit.getByText('Leave empty to keep the current secret')).toBeVisible();
  await expect(edit.getByRole('group', { name: 'Identity 2' }).getByLabel(/^Identity/)).toHaveValue(identity);
  await expect(edit.getByRole('radio', { name: /^cxml-base64/ })).toBeChecked();
  const urls = edit.getByLabel(/^Allowed return URLs/);
  await expect(urls).toHaveValue('http://localhost');
  await urls.fill('http://localhost\nftp://127.0.0.1');
  await urls.blur();
  await expect(edit.getByText("'ftp://127.0.0.1' is not an http:// or https:// address")).toBeVisible();
  await urls.fill('http://localhost\nhttp://127.0.0.1');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Punchout buyer ${name} saved.`).first()).toBeVisible();
  await expect(edit).toBeHidden();
  expect(await setupStatus(page, { identity, secret, returnUrl: receiver })).toBe(200);

  // Disabled: listed as such, and its setup requests are refused.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(edit.getByLabel(/^Allowed return URLs/)).toHaveValue('http://localhost\nhttp://127.0.0.1');
  await edit.getByRole('switch', { name: 'Enabled' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Disabled');
  expect(await setupStatus(page, { identity, secret, returnUrl: receiver })).toBe(401);
});

test('the buyer dialog works from the keyboard, and closing it with changes asks first', async ({ page }) => {
  const card = await openAdmin(page);
  const add = card.getByRole('button', { name: 'Add Buyer' });
  // From the top of the page, past the other cards' fields.
  await tabTo(page, add, { max: 120 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Punchout Buyer' });
  await expect(dialog.getByLabel(/^Name/)).toBeFocused();
  await page.keyboard.type('E2E Keyboard Buyer');
  await tabTo(page, dialog.getByRole('radio', { name: 'cXML', exact: true }));
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'SAP OCI', exact: true })).toBeChecked();
  await expect(dialog.getByRole('heading', { name: 'SAP OCI sign-in' })).toBeVisible();
  await expect(dialog.getByText('Transfer encoding: OCI')).toBeVisible();
  await tabTo(page, dialog.getByLabel(/^Password/));
  await tabTo(page, dialog.getByRole('button', { name: 'Add unit' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('group', { name: 'Unit 1' }).getByLabel('Our unit')).toBeFocused();
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('dialog', { name: 'Unsaved Data' });
  await expect(confirm).toContainText('The changes to this punchout buyer have not been saved.');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(dialog.getByLabel(/^Name/)).toHaveValue('E2E Keyboard Buyer');
  await page.keyboard.press('Escape');
  await confirm.getByRole('button', { name: 'Leave' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await expect(card.getByRole('row', { name: /E2E Keyboard Buyer/ })).toHaveCount(0);
});

// The axe journeys run once, at phone width, and scan each screen at both widths.
test.describe('at phone width, scanned at both widths', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  /** A screenshot of the screen at the width the page has. */
  const shot = async (page: Page, screen: string, { width, height }: Viewport) => {
    if (!shotsDir) return;
    await page.screenshot({ path: `${shotsDir}/${screen}-${width}.png` });
    // The whole dialog: a window tall enough for all of it.
    await page.setViewportSize({ width, height: 2400 });
    await page.screenshot({ path: `${shotsDir}/${screen}-${width}-whole.png` });
    await page.setViewportSize({ width, height });
  };

  test('the Punchout Buyers card and the Add dialog with its problems pass axe', async ({ page }) => {
    const card = await openAdmin(page);
    await card.scrollIntoViewIfNeeded();
    await expectNoAxeViolationsAtEachWidth(page, 'admin: punchout buyers', async ({ width }) => {
      if (shotsDir) await card.screenshot({ path: `${shotsDir}/punchout-card-${width}.png` });
    });

    await card.getByRole('button', { name: 'Add Buyer' }).click();
    const add = page.getByRole('dialog', { name: 'Add Punchout Buyer' });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText(/problems marked below/)).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, 'admin: add punchout buyer, with problems', (viewport) =>
      shot(page, 'punchout-add-problems', viewport),
    );
  });

  test('the Edit dialogs of a cXML and an OCI buyer pass axe', async ({ page }) => {
    const card = await openAdmin(page);
    await card.getByRole('button', { name: 'Edit Demo Procurement (cXML)' }).click();
    const cxml = page.getByRole('dialog', { name: 'Edit Punchout Buyer' });
    await expect(cxml.getByLabel(/^Name/)).toHaveValue('Demo Procurement (cXML)');
    if (shotsDir) await atEachWidth(page, (viewport) => shot(page, 'punchout-edit-cxml', viewport));
    await cxml.getByRole('combobox', { name: /^Customer/ }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, 'admin: edit cXML punchout buyer, customer list open');
    await page.keyboard.press('Escape');
    await cxml.getByRole('button', { name: 'Cancel' }).click();
    await expect(cxml).toBeHidden();

    await card.getByRole('button', { name: 'Edit Demo Procurement (SAP OCI)' }).click();
    const oci = page.getByRole('dialog', { name: 'Edit Punchout Buyer' });
    await expect(oci.getByText('Leave empty to keep the current password')).toBeVisible();
    await expectNoAxeViolationsAtEachWidth(page, 'admin: edit OCI punchout buyer', (viewport) =>
      shot(page, 'punchout-edit-oci', viewport),
    );
  });
});
