import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * A feature screen loaded on first visit (its own chunk: the code of the other screens, and
 * the libraries only they use, are not downloaded for it). `name` is the module's named export.
 */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}
