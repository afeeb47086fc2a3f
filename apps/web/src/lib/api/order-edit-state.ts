import { useSyncExternalStore } from 'react';
import { useSession } from '../session/use-session';

/**
 * Issue 32: the placed order this tab is editing. While it is set, every cart and checkout call (/api/cart...) carries
 * X-Edit-Order, so the cart screen and checkout work on the order's own edit cart instead of the ordinary cart. Kept in
 * sessionStorage: a reload keeps editing; another tab keeps its ordinary cart.
 */
export interface EditingOrder {
  orderNumber: string;
  /** 'Editable until Tue 3:00 pm'. */
  editableUntilText: string;
  /** The session and acting customer that opened the edit (editSessionOf): another sign-in or customer never sees it. */
  session: string;
}

/** Who an edit belongs to: the session's token (its end) and the customer it acts for. */
export function editSessionOf(token: string | null, customerKey: number | null): string {
  return `${customerKey ?? 0}:${(token ?? '').slice(-16)}`;
}

const STORAGE_KEY = 'storefront.editingOrder';
const listeners = new Set<() => void>();

function read(): EditingOrder | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { orderNumber, editableUntilText, session } = value as Record<string, unknown>;
    return typeof orderNumber === 'string' && /^[A-Za-z0-9-]{1,20}$/.test(orderNumber) && typeof session === 'string'
      ? { orderNumber, editableUntilText: typeof editableUntilText === 'string' ? editableUntilText : '', session }
      : null;
  } catch {
    return null;
  }
}

let current: EditingOrder | null = typeof window === 'undefined' ? null : read();

/** The order this tab edits for `session` (editSessionOf), or null. */
export function editingOrder(session: string): EditingOrder | null {
  return current?.session === session ? current : null;
}

export function setEditingOrder(next: EditingOrder | null): void {
  current = next;
  try {
    if (next) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the edit lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** The order being edited in this tab by the signed-in session for the customer it acts for, or null. */
export function useEditingOrder(): EditingOrder | null {
  const { token, customerKey } = useSession();
  const editing = useSyncExternalStore(subscribe, snapshot, () => null);
  return editing?.session === editSessionOf(token, customerKey) ? editing : null;
}
