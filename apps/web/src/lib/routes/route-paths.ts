/** Spec 1 §2, spec 2 §2 and spec 3 §2 routes. */
export const PATHS = {
  home: '/',
  products: '/products',
  product: '/product/:productKey',
  categories: '/categories',
  orderGuide: '/order-guide',
  orderGuideEdit: '/order-guide-edit',
  cart: '/cart',
  checkout: '/checkout',
  standingOrders: '/standing-orders',
  historyOrders: '/history/orders',
  historyProducts: '/history/products',
  checkIn: '/check-in/:orderNumber',
  credits: '/credits',
  credit: '/credits/:number',
  reports: '/reports',
  accountSummary: '/account/summary',
  accountDetail: '/account/detail',
  accountPayment: '/account/payment',
  accountAddress: '/account/address',
  adminLanding: '/admin/landing',
  adminImport: '/admin/import',
  adminInvoice: '/admin/invoice',
  settings: '/settings',
  userPreferences: '/user-preferences',
  admin: '/admin',
  selectCustomer: '/select-customer',
  selectShipMethod: '/select-shipmethod',
  login: '/login',
  changePassword: '/changepassword',
  verifyEmail: '/verifyemail',
  accessDenied: '/accessdenied',
} as const;

/**
 * Who may see a route:
 * - app: signed in and ready;
 * - guest: signed in, or a signed-out visitor when the site allows guests;
 * - signed-out: only before signing in (/login);
 * - open: in any state (/accessdenied, /changepassword, /verifyemail);
 * - select-customer / select-shipmethod: the matching session step;
 * - fallback: an unknown path.
 */
export type RouteAccess =
  'app' | 'guest' | 'signed-out' | 'open' | 'select-customer' | 'select-shipmethod' | 'fallback';

export interface RouteHandle {
  title: string;
  access: RouteAccess;
}
