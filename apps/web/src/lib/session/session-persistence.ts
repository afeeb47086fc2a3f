import type { PersistedSession, SessionState } from './session-machine';

export type PersistPlan = { kind: 'keep' } | { kind: 'clear' } | { kind: 'write'; value: PersistedSession };
export type TabPlan = { kind: 'keep' } | { kind: 'clear' } | { kind: 'write'; token: string };

const keep = { kind: 'keep' } as const;
const clear = { kind: 'clear' } as const;

/** Before hydration has read storage, and while a punchout code is exchanged, storage stays as it is. */
const waiting = (state: SessionState) =>
  state.status === 'initial' || state.status === 'hydrating' || state.status === 'exchanging';
const signedOut = (state: SessionState) => state.status === 'unauthorized' || state.status === 'authorizing';

/**
 * What local storage should hold for a state. Nothing is touched before hydration has read it, and punchout sessions
 * never leave a token or customer behind (spec 1 §4). A punchout tab never touches it at all: what it holds is another
 * tab's sign-in, which a punchout in this tab must not end.
 */
export function persistPlan(state: SessionState): PersistPlan {
  if (waiting(state)) return keep;
  if (state.punchoutTab) return keep;
  if (signedOut(state) || state.isPunchout) return clear;
  return { kind: 'write', value: { token: state.token, customerKey: state.customerKey, shipMethod: state.shipMethod } };
}

/**
 * What this tab's session storage should hold: a punchout session's token, so a reload inside the procurement system's
 * frame keeps the session while a new tab does not (issue 28); nothing once it ended or for any other session.
 */
export function tabPlan(state: SessionState): TabPlan {
  if (waiting(state)) return keep;
  if (!signedOut(state) && state.isPunchout && state.token) return { kind: 'write', token: state.token };
  return clear;
}
