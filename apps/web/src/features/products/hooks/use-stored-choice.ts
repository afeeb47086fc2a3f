import { useCallback, useState } from 'react';

function read(storage: () => Storage, key: string | null): string | null {
  if (key === null) return null;
  try {
    return storage().getItem(key);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): the choice just is not kept
  }
}

function write(storage: () => Storage, key: string | null, value: string): void {
  if (key === null) return;
  try {
    storage().setItem(key, value);
  } catch {
    /* see read() */
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;
const readEither = (key: string, userKey: string | null) => read(session, key) ?? read(local, userKey);

/**
 * A choice kept for this tab, so coming Back from a product detail page shows the list as it
 * was left. With `userKey` it is also kept in localStorage for the user, so a new tab starts
 * from the user's last choice (until the preferences endpoint keeps it on the server).
 */
export function useStoredChoice(key: string, userKey: string | null = null): [string | null, (value: string) => void] {
  const [state, setState] = useState(() => ({ key, userKey, value: readEither(key, userKey) }));
  // A different key (another customer or user) starts from what was stored under it.
  const value = state.key === key && state.userKey === userKey ? state.value : readEither(key, userKey);
  const set = useCallback(
    (next: string) => {
      write(session, key, next);
      write(local, userKey, next);
      setState({ key, userKey, value: next });
    },
    [key, userKey],
  );
  return [value, set];
}
