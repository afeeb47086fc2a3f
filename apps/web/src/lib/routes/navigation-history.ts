import { NavigationType, UNSAFE_createBrowserHistory } from 'react-router';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<BrowserHistory['listen']>[0];

/**
 * A navigation a blocker holds back: `pathname` is where it leads, `retry()` performs it once the
 * user agreed (the blocker is asked again, so clear whatever made it block first).
 */
export interface BlockedNavigation {
  pathname: string;
  retry: () => void;
}

/** Returns true when it holds the navigation back (and will call `retry` if the user agrees). */
export type NavigationBlocker = (navigation: BlockedNavigation) => boolean;

export interface NavigationHistory extends BrowserHistory {
  /** One blocker at a time (the unsaved-data guard); returns the function that removes it. */
  block: (blocker: NavigationBlocker) => () => void;
  /**
   * Calls `listener` each time push or replace has written a history entry (the router's one listener is the
   * router's): a punchout tab without storage keeps its token in its entries' state. Returns the unsubscribe.
   */
  afterEntry: (listener: () => void) => () => void;
}

/**
 * The browser history the router runs on, with a blocker for links, navigate() and the Back and
 * Forward buttons. A held-back Back/Forward is undone at once (the address bar shows the page the
 * user is still on) and replayed when they agree.
 */
export function createNavigationHistory(window?: Window): NavigationHistory {
  const base = UNSAFE_createBrowserHistory({ window, v5Compat: true });
  let blocker: NavigationBlocker | null = null;
  const entryListeners = new Set<() => void>();
  const written = () => entryListeners.forEach((listener) => listener());
  // The POP that undoes a held-back Back/Forward is the browser's echo of our own go(): not news for the router.
  let undoing = false;

  const held = (pathname: string, retry: () => void) =>
    blocker !== null && pathname !== base.location.pathname && blocker({ pathname, retry });

  const pathOf = (to: Parameters<BrowserHistory['push']>[0]) => base.encodeLocation(to).pathname;

  const history: NavigationHistory = {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push(to, state) {
      if (held(pathOf(to), () => history.push(to, state))) return;
      base.push(to, state);
      written();
    },
    replace(to, state) {
      if (held(pathOf(to), () => history.replace(to, state))) return;
      base.replace(to, state);
      written();
    },
    listen(listener: Listener) {
      let shown = base.location.pathname;
      return base.listen((update) => {
        if (update.action === NavigationType.Pop) {
          if (undoing) {
            undoing = false;
            return;
          }
          const { delta } = update;
          if (delta !== null && delta !== 0 && blocker !== null && update.location.pathname !== shown) {
            const pathname = update.location.pathname;
            const wanted = blocker({ pathname, retry: () => base.go(delta) });
            if (wanted) {
              undoing = true;
              base.go(-delta);
              return;
            }
          }
        }
        shown = update.location.pathname;
        listener(update);
      });
    },
    afterEntry(listener) {
      entryListeners.add(listener);
      return () => entryListeners.delete(listener);
    },
    block(next) {
      blocker = next;
      return () => {
        if (blocker === next) blocker = null;
      };
    },
  };
  return history;
}

let shared: NavigationHistory | null = null;

/** The one history of the running app (created on first use, in the browser). */
export function navigationHistory(): NavigationHistory {
  return (shared ??= createNavigationHistory());
}
