import { type ComponentType, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OptionsObject, SnackbarKey } from 'notistack';
import type { SnackbarHostProps } from './SnackbarHost';
import { type Snackbars, SnackbarsContext } from './snackbars';

interface Pending {
  message: string;
  options: OptionsObject & { key: SnackbarKey };
}

let lastKey = 0;

const loadHost = async () => (await import('./SnackbarHost')).SnackbarHost;

/** How long after start-up notistack starts to download: the first page's own code and data come first. */
const PRELOAD_AFTER_MS = 2000;

/** Runs `task` once the browser is idle after `delayMs`; returns the cancel. */
function afterStartUp(task: () => void, delayMs: number): () => void {
  let idle: number | null = null;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task, { timeout: 5000 });
    else task();
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idle !== null) window.cancelIdleCallback(idle);
  };
}

/**
 * Notifications (notistack). Its code is not part of any page's first download: it loads a little after
 * start-up, or with the first notification if that comes sooner. Until it is there, notifications wait in
 * order; a failed download is tried again with the next notification.
 */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [Host, setHost] = useState<ComponentType<SnackbarHostProps> | null>(null);
  const host = useRef<Snackbars | null>(null);
  const pending = useRef<Pending[]>([]);

  const load = useCallback(() => {
    loadHost().then(
      (loaded) => setHost(() => loaded),
      () => undefined,
    );
  }, []);
  useEffect(() => afterStartUp(load, PRELOAD_AFTER_MS), [load]);

  const snackbars = useMemo<Snackbars>(
    () => ({
      enqueue: (message, options) => {
        const keyed = { ...options, key: options.key ?? `notification-${++lastKey}` };
        if (host.current) return host.current.enqueue(message, keyed);
        pending.current.push({ message, options: keyed });
        load();
        return keyed.key;
      },
      close: (key) => {
        if (host.current) host.current.close(key);
        else pending.current = pending.current.filter((p) => p.options.key !== key);
      },
    }),
    [load],
  );

  const connect = useCallback((next: Snackbars) => {
    host.current = next;
    for (const { message, options } of pending.current.splice(0)) next.enqueue(message, options);
    return () => {
      if (host.current === next) host.current = null;
    };
  }, []);

  return (
    <SnackbarsContext.Provider value={snackbars}>
      {children}
      {Host && <Host connect={connect} />}
    </SnackbarsContext.Provider>
  );
}
