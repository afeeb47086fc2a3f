import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../ConfirmDialog';
import { UNSAVED_DATA_MESSAGE, UnsavedContext, type UnsavedContextValue } from './unsaved-context';

/**
 * Owns the router's single blocker (react-router allows one at a time), the
 * browser's leave-page warning and the one confirmation dialog, for every
 * view that registered unsaved data through useUnsavedGuard.
 */
export function UnsavedProvider({ children }: { children: ReactNode }) {
  // A ref, not state: a view that unmounts (e.g. the session ended) must stop blocking
  // before the redirect that follows in the same commit is evaluated.
  const dirtyIds = useRef(new Set<symbol>());
  const messages = useRef(new Map<symbol, string>());
  const [anyDirty, setAnyDirty] = useState(false);
  type Answer = (discard: boolean) => void;
  const [pending, setPending] = useState<Answer | null>(null);

  const setDirty = useCallback((id: symbol, dirty: boolean, message?: string) => {
    if (dirty) dirtyIds.current.add(id);
    else dirtyIds.current.delete(id);
    if (dirty && message) messages.current.set(id, message);
    else messages.current.delete(id);
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

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirtyIds.current.size > 0 && currentLocation.pathname !== nextLocation.pathname);
  // Keyed on the blocker's state, not its object, so one blocked navigation asks exactly once.
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscard().then((discard) => {
      const current = blockerRef.current;
      if (current.state !== 'blocked') return;
      if (discard) current.proceed();
      else current.reset();
    });
  }, [blocker.state, confirmDiscard]);

  useEffect(() => {
    if (!anyDirty) return;
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
      messages.current.clear();
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
        message={[...messages.current.values()][0] ?? UNSAVED_DATA_MESSAGE}
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    </UnsavedContext.Provider>
  );
}
