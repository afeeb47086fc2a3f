import { SHIP_METHODS, type ShipMethod } from '@storefront/domain';
import type { PersistedSession } from '../../lib/session/session-machine';

/**
 * What the server needs to draw a visitor's first screen as the app would (src/entry-server.tsx), which only the
 * browser knows: the stored session (spec 1 §9: token, customer, ship method) and the size of the window (the layouts
 * that depend on it). The app keeps it in this cookie beside local storage. The API never reads it: every call
 * still carries its bearer token, so a request another site makes the browser send proves nothing (and SameSite=Strict
 * keeps the cookie off those).
 */
export const FIRST_SCREEN_COOKIE = 'first-screen';

export interface Viewport {
  width: number;
  height: number;
}

export interface Visitor {
  session: PersistedSession | null;
  viewport: Viewport | null;
}

/**
 * The cookie as document.cookie takes it. Only a signed-in browser keeps one (nothing is drawn for a signed-out
 * visitor from it): with no stored session it is the cookie's removal.
 */
export function firstScreenCookie(session: PersistedSession | null, viewport: Viewport, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  if (!session?.token) return `${FIRST_SCREEN_COOKIE}=${attributes}; Max-Age=0`;
  const value = {
    w: Math.round(viewport.width),
    h: Math.round(viewport.height),
    t: session.token,
    c: session.customerKey,
    s: session.shipMethod,
  };
  return `${FIRST_SCREEN_COOKIE}=${encodeURIComponent(JSON.stringify(value))}${attributes}`;
}

const SIZE = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 100_000;
/**
 * A window taller than this is drawn this tall: a full-page screenshot stretches the window to the whole page for a
 * moment (the cookie follows it), and the rows below are the app's to add anyway.
 */
const MAX_DRAWN_HEIGHT = 2000;

/** The visitor a request's Cookie header describes; nothing for a missing, foreign or malformed cookie. */
export function visitorOf(cookieHeader: string | undefined): Visitor {
  const none: Visitor = { session: null, viewport: null };
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${FIRST_SCREEN_COOKIE}=`))
    ?.slice(FIRST_SCREEN_COOKIE.length + 1);
  if (!raw || raw.length > 4096) return none;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Record<string, unknown>;
    if (!value || typeof value !== 'object') return none;
    const viewport =
      SIZE(value.w) && SIZE(value.h) ? { width: value.w, height: Math.min(value.h, MAX_DRAWN_HEIGHT) } : null;
    const token = typeof value.t === 'string' && /^[!-~]{1,2048}$/.test(value.t) ? value.t : null;
    const customerKey = typeof value.c === 'number' && Number.isInteger(value.c) && value.c >= 0 ? value.c : null;
    const shipMethod = SHIP_METHODS.includes(value.s as ShipMethod) ? (value.s as ShipMethod) : null;
    return { session: token ? { token, customerKey, shipMethod } : null, viewport };
  } catch {
    return none;
  }
}
