import { describe, expect, it } from 'vitest';
import { createNavigationHistory, type BlockedNavigation, type NavigationHistory } from './navigation-history';

/** The parts of a browser window a history uses: an entry stack, pushState/replaceState/go and popstate. */
function fakeWindow(start = '/products') {
  const origin = 'http://shop.test';
  const entries: { url: string; state: unknown }[] = [{ url: start, state: null }];
  let index = 0;
  const listeners = new Set<() => void>();
  const url = () => new URL(entries[index]!.url, origin);
  const win = {
    location: {
      get origin() {
        return origin;
      },
      get href() {
        return url().href;
      },
      get pathname() {
        return url().pathname;
      },
      get search() {
        return url().search;
      },
      get hash() {
        return url().hash;
      },
      assign() {},
    },
    history: {
      get state() {
        return entries[index]!.state;
      },
      // Like a browser, an entry keeps its address when none is given.
      pushState(state: unknown, _title: string, next?: string) {
        entries.splice(index + 1, entries.length, { url: next ?? entries[index]!.url, state });
        index += 1;
      },
      replaceState(state: unknown, _title: string, next?: string) {
        entries[index] = { url: next ?? entries[index]!.url, state };
      },
      go(delta: number) {
        // Like a browser: the move and its popstate come later, not inside go().
        queueMicrotask(() => {
          index = Math.min(Math.max(index + delta, 0), entries.length - 1);
          listeners.forEach((listener) => listener());
        });
      },
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  return { win: win as unknown as Window, path: () => url().pathname };
}

/** A blocker like the unsaved-data guard's: holds navigations back while `dirty`, remembering the last one. */
function dirtyGuard(history: NavigationHistory) {
  const guard = { dirty: true, asked: null as BlockedNavigation | null };
  history.block((navigation) => {
    if (!guard.dirty) return false;
    guard.asked = navigation;
    return true;
  });
  return guard;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('navigation history', () => {
  it('passes every navigation through when nothing blocks', () => {
    const { win, path } = fakeWindow();
    const history = createNavigationHistory(win);
    const seen: string[] = [];
    history.listen(({ location }) => seen.push(location.pathname));
    history.push('/cart');
    history.replace('/checkout');
    expect(path()).toBe('/checkout');
    expect(seen).toEqual(['/cart', '/checkout']);
  });

  it('tells afterEntry listeners once each push or replace has written its entry, and a held push only when it goes', () => {
    const { win, path } = fakeWindow();
    const history = createNavigationHistory(win);
    history.listen(() => {});
    const written: string[] = [];
    const stop = history.afterEntry(() => written.push(`${path()} ${JSON.stringify(win.history.state)}`));
    history.push('/cart', { from: 'x' });
    history.replace('/checkout');
    expect(written).toEqual([
      expect.stringMatching(/^\/cart .*"usr":\{"from":"x"\}/),
      expect.stringMatching(/^\/checkout /),
    ]);
    const guard = dirtyGuard(history);
    history.push('/products');
    expect(written).toHaveLength(2);
    guard.dirty = false;
    guard.asked!.retry();
    expect(written.at(-1)).toMatch(/^\/products /);
    stop();
    history.push('/cart');
    expect(written).toHaveLength(3);
  });

  it('holds a push back until the blocker retries it, and asks with the target path', () => {
    const { win, path } = fakeWindow();
    const history = createNavigationHistory(win);
    const seen: string[] = [];
    history.listen(({ location }) => seen.push(location.pathname));
    const guard = dirtyGuard(history);
    history.push('/cart?x=1');
    expect(path()).toBe('/products');
    expect(seen).toEqual([]);
    expect(guard.asked!.pathname).toBe('/cart');
    guard.dirty = false;
    guard.asked!.retry();
    expect(path()).toBe('/cart');
    expect(seen).toEqual(['/cart']);
  });

  it('never asks for a change of search or hash on the same page', () => {
    const { win, path } = fakeWindow();
    const history = createNavigationHistory(win);
    history.listen(() => {});
    history.block(() => true);
    history.push('/products?sort=name');
    expect(path()).toBe('/products');
    expect(win.location.search).toBe('?sort=name');
  });

  it('undoes a held-back Back at once and replays it when the user agrees', async () => {
    const { win, path } = fakeWindow();
    const history = createNavigationHistory(win);
    const seen: string[] = [];
    history.listen(({ location }) => seen.push(location.pathname));
    history.push('/order-guide-edit');
    const guard = dirtyGuard(history);
    history.go(-1);
    await settle();
    expect(guard.asked!.pathname).toBe('/products');
    await settle();
    expect(path()).toBe('/order-guide-edit');
    expect(seen).toEqual(['/order-guide-edit']);
    guard.dirty = false;
    guard.asked!.retry();
    await settle();
    expect(path()).toBe('/products');
    expect(seen).toEqual(['/order-guide-edit', '/products']);
  });

  it('stops asking once the blocker is removed', () => {
    const { win, path } = fakeWindow();
    const history = createNavigationHistory(win);
    history.listen(() => {});
    const unblock = history.block(() => true);
    unblock();
    history.push('/cart');
    expect(path()).toBe('/cart');
  });
});
