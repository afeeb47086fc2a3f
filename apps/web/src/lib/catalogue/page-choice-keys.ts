/** Where /products keeps this tab's layout and sort (sessionStorage), per catalogue scope. */
export const tabLayoutKey = (scope: string | number) => `storefront.products.layout.${scope}`;
export const tabSortKey = (scope: string | number) => `storefront.products.sort.${scope}`;

/**
 * Where a signed-in user's last layout is kept across tabs (localStorage, keyed by username);
 * null for guests, whose choice lasts for the tab only.
 */
export function userLayoutKey(username: string | null | undefined): string | null {
  return username ? `storefront.preferences.${encodeURIComponent(username.toLowerCase())}.layout` : null;
}

/** Forgets the layouts and sorts last chosen on /products, so new defaults apply at once. */
export function forgetPageChoices(username: string | null | undefined): void {
  try {
    const layoutPrefix = tabLayoutKey('');
    const sortPrefix = tabSortKey('');
    for (const key of Object.keys(window.sessionStorage)) {
      if (key.startsWith(layoutPrefix) || key.startsWith(sortPrefix)) window.sessionStorage.removeItem(key);
    }
    const userKey = userLayoutKey(username);
    if (userKey) window.localStorage.removeItem(userKey);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
