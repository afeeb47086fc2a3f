import { useCallback, useState } from 'react';

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): the choice just is not kept
  }
}

/**
 * A choice kept for this tab, so coming Back from a product detail page shows the
 * list as it was left. Not the user's saved default: that lives in their preferences.
 */
export function useStoredChoice(key: string): [string | null, (value: string) => void] {
  const [state, setState] = useState(() => ({ key, value: read(key) }));
  // A different key (another customer) starts from what was stored under it.
  const value = state.key === key ? state.value : read(key);
  const set = useCallback(
    (next: string) => {
      try {
        window.sessionStorage.setItem(key, next);
      } catch {
        /* see read() */
      }
      setState({ key, value: next });
    },
    [key],
  );
  return [value, set];
}
