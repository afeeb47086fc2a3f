import type { ZodMiniType } from 'zod/mini';
import type { ShipMethod } from '@storefront/domain';
import { CUSTOMER_KEY_HEADER, EDIT_ORDER_HEADER, SHIP_METHOD_HEADER } from '@storefront/contract';
import { editingOrder, editSessionOf } from './order-edit-state';

/** The message browsers give a fetch that never reached the server; callers map it to their own text. */
export const NETWORK_FAILURE = 'Failed to fetch';

/** How requests reach the API: the browser's fetch, or the server's own answers while it renders a first screen. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's renderer answers the app's calls itself (src/entry-server.tsx); a browser keeps fetch. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when the request never got an answer. */
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface Credentials {
  token: string | null;
  customerKey: number | null;
  shipMethod: ShipMethod | null;
}

/**
 * The session lives in React state, while fetchers run outside components;
 * the session provider connects itself here so every call carries its headers.
 */
interface SessionBridge {
  credentials: () => Credentials;
  /**
   * Told which token was refused, so a late answer for an old session cannot end a newer one,
   * and the server's words for the 401 (lib/session/session-end-reason.ts decides what they mean).
   */
  onExpired: (token: string, reason?: string) => void;
}
const signedOutBridge: SessionBridge = {
  credentials: () => ({ token: null, customerKey: null, shipMethod: null }),
  onExpired: () => undefined,
};
let bridge = signedOutBridge;

export function connectSession(next: SessionBridge): () => void {
  bridge = next;
  return () => {
    if (bridge === next) bridge = signedOutBridge;
  };
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  schema?: ZodMiniType<T>;
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as it is, typed by its own type (an uploaded image). */
  file?: Blob;
  query?: Record<string, string | number | undefined>;
  /** Sends no bearer token, so a 401 means "rejected", not "session expired". */
  anonymous?: boolean;
  /** A 401 is the caller's business (GET /api/user), so it must not end the session. */
  tolerate401?: boolean;
  /** Overrides the session token (log-out still has to name the token it ends). */
  token?: string;
  /** Extra request headers (an order submit's Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function buildHeaders(opts: RequestOptions<unknown>): { headers: Headers; token: string | null } {
  const headers = new Headers({ Accept: 'application/json' });
  const creds = bridge.credentials();
  const token = opts.token ?? (opts.anonymous ? null : creds.token);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (!opts.anonymous) {
    if (creds.customerKey !== null) headers.set(CUSTOMER_KEY_HEADER, String(creds.customerKey));
    if (creds.shipMethod) headers.set(SHIP_METHOD_HEADER, creds.shipMethod);
  }
  if (opts.json !== undefined) headers.set('Content-Type', 'application/json');
  if (opts.form) headers.set('Content-Type', 'application/x-www-form-urlencoded');
  if (opts.file) headers.set('Content-Type', opts.file.type);
  for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value);
  return { headers, token };
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  if ((res.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** The server's own words for a failure, whichever error shape it used. */
function failureMessage(res: Response, body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    for (const key of ['errorReason', 'error_description', 'message', 'error']) {
      const value = b[key];
      if (typeof value === 'string' && value) return value;
    }
  }
  if (typeof body === 'string' && body.length < 200) return body;
  return res.statusText || `Request failed (${res.status})`;
}

export async function apiRequest<T = void>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  const { headers, token } = buildHeaders(opts);
  // Issue 32: while a placed order is edited, the cart and checkout calls work on its edit cart.
  const creds = bridge.credentials();
  const editing = editingOrder(editSessionOf(creds.token, creds.customerKey));
  if (editing && !opts.anonymous && path.startsWith('/api/cart')) headers.set(EDIT_ORDER_HEADER, editing.orderNumber);
  let res: Response;
  try {
    res = await transport(buildUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body:
        opts.file ??
        (opts.form ? new URLSearchParams(opts.form) : opts.json !== undefined ? JSON.stringify(opts.json) : undefined),
      signal: opts.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(NETWORK_FAILURE, 0);
  }
  const body = await readBody(res);
  if (!res.ok) {
    const message = failureMessage(res, body);
    if (res.status === 401 && token && !opts.tolerate401 && !opts.token) bridge.onExpired(token, message);
    throw new ApiError(message, res.status, body);
  }
  if (!opts.schema) return body as T;
  const parsed = opts.schema.safeParse(body);
  if (!parsed.success) throw new ApiError('The server returned an unexpected response.', res.status, body);
  return parsed.data;
}

export function isApiError(err: unknown, status?: number): err is ApiError {
  return err instanceof ApiError && (status === undefined || err.status === status);
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * A file from the API (scan documents) with the same headers and failure handling as
 * apiRequest, so a signed-in user can download while guests are not allowed.
 */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const { headers, token } = buildHeaders({});
  headers.set('Accept', '*/*');
  let res: Response;
  try {
    res = await transport(path, { headers, signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(NETWORK_FAILURE, 0);
  }
  if (!res.ok) {
    const body = await readBody(res);
    const message = failureMessage(res, body);
    if (res.status === 401 && token) bridge.onExpired(token, message);
    throw new ApiError(message, res.status, body);
  }
  return res.blob();
}
