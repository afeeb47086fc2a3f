import { useContext, useEffect, useState } from 'react';
import { UnsavedContext } from './unsaved-context';

function useUnsavedContext() {
  const ctx = useContext(UnsavedContext);
  if (!ctx) throw new Error('Unsaved-data hooks must be used inside <UnsavedProvider>');
  return ctx;
}

/**
 * While `isDirty`, leaving the view inside the app asks for confirmation and
 * closing or reloading the tab raises the browser's leave-page warning.
 */
export function useUnsavedGuard(isDirty: boolean, message?: string): void {
  const { setDirty } = useUnsavedContext();
  const [id] = useState(() => Symbol('unsaved-view'));
  useEffect(() => {
    setDirty(id, isDirty, message);
    return () => setDirty(id, false);
  }, [id, isDirty, message, setDirty]);
}

/**
 * For changes that do not navigate (category, order guide, layout filters):
 * `if (await confirmDiscard()) applyChange()`.
 */
export function useConfirmDiscard(): () => Promise<boolean> {
  return useUnsavedContext().confirmDiscard;
}
