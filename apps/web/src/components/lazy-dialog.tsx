import { type ComponentType, lazy, Suspense, useState } from 'react';

export type LazyDialog<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A dialog whose code (and the libraries only it uses) downloads when it first opens, not with
 * the screen that may open it. Until then it renders nothing, as a closed dialog does; once
 * opened it stays mounted, so it closes with its transition and opens again at once.
 * `preload()` downloads it ahead, when it is about to be needed.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const once = () => (loading ??= load());
  const Dialog = lazy(async () => ({ default: await once() }));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: once });
}
