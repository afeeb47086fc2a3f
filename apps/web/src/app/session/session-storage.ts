import { SHIP_METHODS, type ShipMethod } from '@storefront/domain';
import type { PersistedSession } from '../../lib/session/session-machine';
import type { PersistPlan } from '../../lib/session/session-persistence';

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
