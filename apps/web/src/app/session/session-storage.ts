import { SHIP_METHODS, type ShipMethod } from '@storefront/domain';
import type { PersistedSession } from '../../lib/session/session-machine';
import type { PersistPlan, TabPlan } from '../../lib/session/session-persistence';
import { navigationHistory } from '../../lib/routes/navigation-history';

// Spec 1 §9: local storage holds token, customer and ship method (theme is stored elsewhere).
const KEYS = { token: 'token', customerKey: 'customer', shipMethod: 'shipMethod' } as const;

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, policies): behave as signed out
  }
}

export function readSession(): PersistedSession {
  const token = safeGet(KEYS.token);
  const key = Number(safeGet(KEYS.customerKey));
  const ship = safeGet(KEYS.shipMethod);
  return {
    token: token || null,
    customerKey: Number.isInteger(key) && safeGet(KEYS.customerKey) !== null ? key : null,
    shipMethod: SHIP_METHODS.includes(ship as ShipMethod) ? (ship as ShipMethod) : null,
  };
}

function put(key: string, value: string | number | null): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, String(value));
}

export function applyPersistPlan(plan: PersistPlan): void {
  if (plan.kind === 'keep') return;
  const value = plan.kind === 'write' ? plan.value : { token: null, customerKey: null, shipMethod: null };
  try {
    put(KEYS.token, value.token);
    put(KEYS.customerKey, value.customerKey);
    put(KEYS.shipMethod, value.shipMethod);
  } catch {
    // Storage full or blocked: the session still works for this tab.
  }
}

/** A punchout session's token, in this tab only (spec 1 §4: never persisted; issue 28: a reload in the frame keeps it). */
const PUNCHOUT_TOKEN_KEY = 'punchoutToken';

/**
 * Where a browser denies a third-party frame every storage (third-party cookies blocked: the procurement system's
 * frame is third-party), the tab keeps the token in the state of its history entries instead: it is as much the tab's
 * own, a reload keeps it, a new tab has none, and no other site can read it.
 */
function historyToken(): string | null {
  const state: unknown = window.history.state;
  const token = state && typeof state === 'object' ? (state as Record<string, unknown>)[PUNCHOUT_TOKEN_KEY] : undefined;
  return typeof token === 'string' && token !== '' ? token : null;
}

function stampEntry(token: string | null): void {
  const state: unknown = window.history.state;
  const next: Record<string, unknown> =
    state && typeof state === 'object' ? { ...(state as Record<string, unknown>) } : {};
  if (token === null) delete next[PUNCHOUT_TOKEN_KEY];
  else next[PUNCHOUT_TOKEN_KEY] = token;
  window.history.replaceState(next, '');
}

let stopStamping: (() => void) | null = null;

export function readTabPunchoutToken(): string | null {
  try {
    return sessionStorage.getItem(PUNCHOUT_TOKEN_KEY) || null;
  } catch {
    return historyToken();
  }
}

export function applyTabPlan(plan: TabPlan): void {
  if (plan.kind === 'keep') return;
  const token = plan.kind === 'write' ? plan.token : null;
  try {
    if (token === null) sessionStorage.removeItem(PUNCHOUT_TOKEN_KEY);
    else sessionStorage.setItem(PUNCHOUT_TOKEN_KEY, token);
    return;
  } catch {
    // Storage denied (a third-party frame): the history entries carry the token, each new one as it is written.
  }
  stopStamping?.();
  stopStamping = token === null ? null : navigationHistory().afterEntry(() => stampEntry(token));
  stampEntry(token);
}
