import { type ComponentType, createElement, lazy } from 'react';

export type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * A feature screen loaded on first visit (its own chunk: the code of the other screens, and
 * the libraries only they use, are not downloaded for it). `name` is the module's named export.
 * `preload()` starts the download early (the page the browser opened, before the session is ready).
 * Once its code is here the screen renders at once, without suspending: a first screen drawn by the server is drawn
 * again as it is (its code was preloaded before the app's first render), and the server renders it in one pass.
 */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyScreen {
  let loading: Promise<Record<K, ComponentType>> | null = null;
  let loaded: ComponentType | null = null;
  const once = () =>
    (loading ??= load().then((module) => {
      loaded = module[name];
      return module;
    }));
  const Lazy = lazy<ComponentType>(async () => ({ default: (await once())[name] }));
  function Screen(props: object) {
    return createElement(loaded ?? Lazy, props);
  }
  Screen.displayName = name;
  return Object.assign(Screen, { preload: once });
}
