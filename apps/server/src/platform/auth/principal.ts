import type { MenuEntry, ShipMethod, SubstitutionPreference, UserType } from '@storefront/domain';
import type { FastifyRequest } from 'fastify';
import type { UserKind } from '../../db/schema';
import { unauthorized } from '../http/http-error';

/**
 * What checkout asks of the customer a request acts for (its name, P.O. rule and defaults), read in the same statement
 * as the customer itself (the session, a salesperson's assignment): one round trip fewer per cart and checkout call.
 */
export interface CustomerTerms {
  id: number;
  name: string;
  required_po: number;
  default_po: string;
  default_shipto_code: string | null;
  /** Issue 31: whether its carts are offered substitutes (read with the terms: a short order's submit needs it). */
  substitution_preference: SubstitutionPreference;
}

/** The acting customer as a request reads it: its price level and terms. */
export interface ActingCustomer {
  id: number;
  priceLevel: number | null;
  terms: CustomerTerms;
}

/** The signed-in user behind a request's bearer token. */
export interface Principal {
  sessionId: number;
  userId: number;
  username: string;
  name: string;
  email: string | null;
  kind: UserKind;
  userType: Exclude<UserType, 'Public'>;
  isAdmin: boolean;
  /** The user's own customer (customer users), else null. */
  customerId: number | null;
  isPunchout: boolean;
  punchoutCustomerId: number | null;
  /** The punchout session (buyer, cookie, cart) a punchout access session serves; null otherwise. */
  punchoutSessionId: number | null;
  /** An inspect punchout: the cart is shown and can be returned, nothing may change. */
  punchoutReadOnly: boolean;
  /**
   * The customer this session always acts for (a punchout session's, else a customer
   * user's own) as read with the session, or null when there is none or it is gone.
   */
  ownCustomer: ActingCustomer | null;
}

/** The customer a request acts for, checked against what the user may do. */
export interface ActingFor {
  /** 0 for consumers and guests (no trade customer). */
  customerKey: number;
  customerId: number | null;
  /** The customer's price level; null without a customer (base prices only). */
  priceLevel: number | null;
  /** The customer's terms; null without a customer. */
  terms: CustomerTerms | null;
  userId: number | null;
  shipMethod: ShipMethod | null;
}

/**
 * Who may call a route:
 * anonymous: anyone; guest: signed in, or anyone when allowGuest is on;
 * user: signed in; admin: signed-in administrator.
 */
export type Access = 'anonymous' | 'guest' | 'user' | 'admin';

export interface RouteAccess {
  access: Access;
  /**
   * The menu entry whose page uses the route (spec 1 §6): the route answers only while
   * one of these entries is visible and unlocked for the user, as the page hides it.
   * Every route names it; null (with a comment saying why) for calls that belong to no
   * entry: sign-in, settings, the menu itself, health.
   */
  menu: MenuEntry | readonly MenuEntry[] | null;
  /** The route reads customer data: resolve and check X-Customer-Key. */
  customer?: 'required' | 'optional';
  /**
   * Punchout sessions: 'refused' for what spec 1 §6 and spec 3 hide from them (history, account, payments, order
   * guides, addresses, admin, settings, preferences, theme, password, order submit); 'only' for their own calls.
   */
  punchout?: 'refused' | 'only';
  /**
   * A POST that only reads (a question too long for a query string: prices, stock): an inspect punchout, which may
   * write nothing, may still ask it.
   */
  readsOnly?: true;
}

export function userTypeOf(kind: UserKind): Principal['userType'] {
  return kind === 'consumer' ? 'Consumer' : kind === 'salesperson' ? 'Salesperson' : 'Customer';
}

/** The request's user on a route whose access ('user' or 'admin') already demands one; 401 should that ever not hold. */
export function signedInPrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('Sign in required');
  return request.principal;
}
