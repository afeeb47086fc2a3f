import type { PersistedSession, SessionState } from './session-machine';

export type PersistPlan = { kind: 'keep' } | { kind: 'clear' } | { kind: 'write'; value: PersistedSession };

/**
 * What local storage should hold for a state. Nothing is touched before hydration
 * has read it, and punchout sessions never leave a token or customer behind.
 */
export function persistPlan(state: SessionState): PersistPlan {
  switch (state.status) {
    case 'initial':
    case 'hydrating':
      return { kind: 'keep' };
    case 'unauthorized':
    case 'authorizing':
      return { kind: 'clear' };
    default:
      if (state.isPunchout) return { kind: 'clear' };
      return {
        kind: 'write',
        value: { token: state.token, customerKey: state.customerKey, shipMethod: state.shipMethod },
      };
  }
}
