import type { Locator, Page } from '@playwright/test';
import { expect, gotoFirstScreen, test } from '../support/test';
import { expectNoAxeViolationsAsDrawn, PHONE_VIEWPORT } from '../support/axe';
import { shot } from '../support/shots';
import { DEMO_PASSWORD, expectLandingPage, signIn } from '../support/sign-in';

// Issue 25 item 21: the server draws the first screen (apps/web/src/entry-server.tsx), the page paints it before the
// app's scripts have even been asked for, and the app then takes it over (apps/web/src/app/first-screen).

/** Holds the app's entry script back until the returned function is called: the page as it is before the app runs. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Where an element is, and for a grid where each of its children is (named by its label or first words; the drawn page's style elements left out): a drawn
 * screen and the app's differ by the child that moved, not only by a total.
 */
function layoutOf(element: Locator) {
  return element.evaluate((el) => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map((n) => Math.round(n * 10) / 10).join(' ');
    };
    const name = (e: Element) =>
      e.getAttribute('aria-label') ?? (e as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 40);
    return [
      `${box(el)}`,
      ...Array.from(el.children)
        .filter((child) => child.tagName !== 'STYLE')
        .map((child) => `${name(child)}: ${box(child)}`),
    ];
  });
}

const appRuns = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app', '');

test('the sign-in screen is drawn by the server; what a visitor types and submits before the app runs is kept', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await gotoFirstScreen(page, '/login');
  await expect(page.getByRole('heading', { name: 'Sign-In' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Harbor Foodservice/ })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-app');
  await shot(page, 'first-screen-login-drawn-desktop');
  await expectNoAxeViolationsAsDrawn(page, 'sign-in drawn by the server');

  await page.getByLabel(/^Username/).fill('customer');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The form did not submit itself (a GET would have put the password in the address).
  expect(page.url()).not.toContain(DEMO_PASSWORD.slice(0, 4));
  await expect(page).toHaveURL(/\/login$/);

  release();
  await appRuns(page);
  await expectLandingPage(page);
});

test('at phone width the drawn screen is the one the app draws', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  const release = await holdTheApp(page);
  await gotoFirstScreen(page, '/login');
  const drawn = await page.getByRole('button', { name: 'Sign In' }).boundingBox();
  await shot(page, 'first-screen-login-drawn-phone');
  release();
  await appRuns(page);
  expect(await page.getByRole('button', { name: 'Sign In' }).boundingBox()).toEqual(drawn);
  await shot(page, 'first-screen-login-app-phone');
});

test('a browser with a session or a theme of its own is not shown the screen drawn for a signed-out visitor', async ({
  page,
}) => {
  for (const [key, value] of <[string, string][]>[
    ['token', 'a-stored-session'],
    ['theme', JSON.stringify({ theme: 1, primaryColor: '#008080', secondaryColor: '#f50057', hasUserTheme: true })],
  ]) {
    await page.goto('/login');
    await page.evaluate(([k, v]) => window.localStorage.setItem(k, v), [key, value] as const);
    const release = await holdTheApp(page);
    await gotoFirstScreen(page, '/login');
    await expect(page.locator('#root')).toBeEmpty();
    release();
    await appRuns(page);
    await page.unrouteAll();
    await page.evaluate(() => window.localStorage.clear());
  }
});

test('signed in, the landing page and the catalogue are drawn by the server for this session, and the app draws them again as they are', async ({
  page,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await signIn(page, 'customer');
  await expectLandingPage(page);

  for (const [path, first] of [
    ['/', page.getByTestId('landing-grid')],
    ['/products', page.getByRole('region', { name: 'Products' }).getByRole('link').first()],
  ] as const) {
    const release = await holdTheApp(page);
    const response = await gotoFirstScreen(page, path);
    // The screen is this session's alone: no cache may keep it.
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(first).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-app');
    if (path === '/products') await expect(page.getByText(/\$\d+\.\d\d \/ CS/).first()).toBeVisible();
    const drawn = await layoutOf(first);
    await shot(page, `first-screen${path === '/' ? '-home' : path.replace('/', '-')}-drawn-phone`);
    await expectNoAxeViolationsAsDrawn(page, `${path} drawn by the server`);
    release();
    await appRuns(page);
    expect(await layoutOf(first)).toEqual(drawn);
    await page.unrouteAll();
  }
});

test("signed in with a dark theme of the user's own, the screens are drawn dark by the server and pass axe", async ({
  page,
}) => {
  await signIn(page, 'customer');
  await expectLandingPage(page);
  const call = async (method: 'GET' | 'POST' | 'DELETE', data?: object) => {
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    const res = await page.request.fetch('/api/theme', { method, data, headers: { Authorization: `Bearer ${token}` } });
    expect(res.ok()).toBe(true);
    return (await res.json()) as { primaryColor: string; secondaryColor: string };
  };
  const { primaryColor, secondaryColor } = await call('GET');
  await call('POST', { theme: 1, primaryColor, secondaryColor });
  try {
    // The app learns the saved theme and keeps it in this browser, as after any sign-in.
    await page.reload();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    for (const [path, first] of [
      ['/', page.getByTestId('landing-grid')],
      ['/products', page.getByRole('region', { name: 'Products' }).getByRole('link').first()],
    ] as const) {
      const release = await holdTheApp(page);
      await gotoFirstScreen(page, path);
      await expect(first).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-app');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
      await shot(page, `first-screen${path === '/' ? '-home' : path.replace('/', '-')}-drawn-dark`);
      await expectNoAxeViolationsAsDrawn(page, `${path} drawn dark by the server`);
      release();
      await appRuns(page);
      await page.unrouteAll();
    }
  } finally {
    await call('DELETE');
  }
});
