import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A feature screen loaded on first visit (its own chunk: the code of the other screens, and
 * the libraries only they use, are not downloaded for it). `name` is the module's named export.
 * `preload()` starts the download early (the page the browser opened, before the session is ready).
 */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyScreen {
  let loading: Promise<Record<K, ComponentType>> | null = null;
  const once = () => (loading ??= load());
  return Object.assign(
    lazy(async () => ({ default: (await once())[name] })),
    { preload: once },
  );
}
