import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { navigationHistory } from '../../lib/routes/navigation-history';
import { lazyDialog } from '../lazy-dialog';
import { UNSAVED_DATA_MESSAGE, UnsavedContext, type UnsavedContextValue } from './unsaved-context';

// Mounted under every route, opened rarely: its code downloads once a view has unsaved data.
const ConfirmDialog = lazyDialog(async () => (await import('../ConfirmDialog')).ConfirmDialog);

/**
 * Owns the navigation history's single blocker, the
 * browser's leave-page warning and the one confirmation dialog, for every
 * view that registered unsaved data through useUnsavedGuard.
 */
export function UnsavedProvider({ children }: { children: ReactNode }) {
  // A ref, not state: a view that unmounts (e.g. the session ended) must stop blocking
  // before the redirect that follows in the same commit is evaluated.
  // Each dirty view's leave message (the spec 1 one unless the view has its own).
  const dirtyIds = useRef(new Map<symbol, string>());
  const [anyDirty, setAnyDirty] = useState(false);
  type Answer = (discard: boolean) => void;
  const [pending, setPending] = useState<Answer | null>(null);

  const setDirty = useCallback((id: symbol, dirty: boolean, message: string = UNSAVED_DATA_MESSAGE) => {
    if (dirty) dirtyIds.current.set(id, message);
    else dirtyIds.current.delete(id);
    setAnyDirty(dirtyIds.current.size > 0);
  }, []);

  const confirmDiscard = useCallback(() => {
    if (dirtyIds.current.size === 0) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      setPending((previous: Answer | null) => {
        previous?.(false);
        return resolve;
      });
    });
  }, []);

  // Leaving the page (a link, navigate(), Back or Forward) while a view has unsaved data asks first;
  // a change of search or hash on the same page does not.
  useEffect(
    () =>
      navigationHistory().block(({ retry }) => {
        if (dirtyIds.current.size === 0) return false;
        void confirmDiscard().then((discard) => {
          if (discard) retry();
        });
        return true;
      }),
    [confirmDiscard],
  );

  useEffect(() => {
    if (!anyDirty) return;
    // Ready before it is asked for (and still there if the connection drops meanwhile).
    void ConfirmDialog.preload();
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers only warn when returnValue is set
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);

  const answer = (discard: boolean) => {
    // Agreeing to discard covers every open view, so the navigation that follows is not asked again.
    if (discard) {
      dirtyIds.current.clear();
      setAnyDirty(false);
    }
    pending?.(discard);
    setPending(null);
  };
  const value = useMemo<UnsavedContextValue>(() => ({ setDirty, confirmDiscard }), [setDirty, confirmDiscard]);

  return (
    <UnsavedContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        title="Unsaved Data"
        message={[...dirtyIds.current.values()].at(-1) ?? UNSAVED_DATA_MESSAGE}
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    </UnsavedContext.Provider>
  );
}
