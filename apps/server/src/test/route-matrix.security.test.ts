import { isEntryUsable, type MenuEntry, type MenuEntryState } from '@storefront/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSiteValue } from '../modules/settings/settings.repository';
import { customerIds } from './demo-ids';
import { createTestApp, signInAs, type TestApp } from './test-app';
import { cxmlPunchout } from '../modules/punchout/punchout.fixtures';
import { MENU_CACHE, bumpCacheVersion } from '../platform/cache/cache-versions.repository';
import { type DeclaredRoute, declaredRoutes } from '../platform/auth/access.plugin';

/**
 * The role x route matrix, generated from the server's own route table: every route
 * is called by every role with a valid-looking request (ids of customer A's objects),
 * and the outcome is derived from the route's declared access rule. A route whose
 * params or body this file cannot fill fails the test, so a new route is covered the
 * day it lands.
 */
type Role =
  | 'anonymous'
  | 'guestOff'
  | 'consumer'
  | 'customerA'
  | 'customerB'
  | 'salesForA'
  | 'salesNotAssigned'
  | 'admin'
  | 'punchout';
const ROLES: Role[] = [
  'anonymous',
  'guestOff',
  'consumer',
  'customerA',
  'customerB',
  'salesForA',
  'salesNotAssigned',
  'admin',
  'punchout',
];

interface RoleSetup {
  headers: Record<string, string>;
  signedIn: boolean;
  admin: boolean;
  menu: MenuEntryState[];
  /** Whether X-Customer-Key resolves for this role (false: a customer it may not act for, or none to act for). */
  actsForCustomer: boolean | 'none';
}

describe('role x route matrix', () => {
  let t: TestApp;
  const roles = new Map<Role, RoleSetup>();
  let routes: readonly DeclaredRoute[];
  let productKey: number;
  let cartLineId: number;
  let orderA: string;
  let orderB: string;
  let docId: string;
  let line: Record<string, unknown>;

  async function menuOf(headers: Record<string, string>): Promise<MenuEntryState[]> {
    return (await t.app.inject({ method: 'GET', url: '/api/menu', headers })).json() as MenuEntryState[];
  }

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    const ids = await customerIds(db);
    const [a, b] = [ids.BAYBIS, ids.HARGRL];
    if (a === undefined || b === undefined) throw new Error(`demo customers missing: ${Object.keys(ids).join(',')}`);
    // Customer B's own buyer: a user of Harbor Grill with the demo password.
    const demo = await db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'customer')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values({
        username: 'harbor-buyer',
        email: null,
        name: 'Harbor Buyer',
        password_hash: demo.password_hash,
        kind: 'customer',
        customer_id: b,
        created_at: 0,
        password_changed_at: 0,
      })
      .execute();
    const sales = await db.selectFrom('users').select('id').where('username', '=', 'sales').executeTakeFirstOrThrow();
    const assigned = new Set(
      (
        await db.selectFrom('salesperson_customers').select('customer_id').where('user_id', '=', sales.id).execute()
      ).map((r) => r.customer_id),
    );
    expect(assigned.has(a)).toBe(true);
    const notAssigned = Object.values(ids).find((id) => !assigned.has(id));
    if (notAssigned === undefined) throw new Error('every customer is assigned to sales');

    const customerA = await signInAs(t.app, 'customer');
    const salesHeaders = await signInAs(t.app, 'sales');
    const setups: Record<Role, Omit<RoleSetup, 'menu'>> = {
      anonymous: { headers: {}, signedIn: false, admin: false, actsForCustomer: 'none' },
      guestOff: { headers: {}, signedIn: false, admin: false, actsForCustomer: 'none' },
      consumer: {
        headers: await signInAs(t.app, 'consumer@example.com'),
        signedIn: true,
        admin: false,
        actsForCustomer: 'none',
      },
      customerA: { headers: customerA, signedIn: true, admin: false, actsForCustomer: true },
      customerB: {
        headers: await signInAs(t.app, 'harbor-buyer'),
        signedIn: true,
        admin: false,
        actsForCustomer: true,
      },
      salesForA: {
        headers: { ...salesHeaders, 'x-customer-key': String(a) },
        signedIn: true,
        admin: false,
        actsForCustomer: true,
      },
      salesNotAssigned: {
        headers: { ...salesHeaders, 'x-customer-key': String(notAssigned) },
        signedIn: true,
        admin: false,
        actsForCustomer: false,
      },
      admin: { headers: await signInAs(t.app, 'admin'), signedIn: true, admin: true, actsForCustomer: true },
      // A procurement system's buyer, shopping for customer A (Bayside Bistro) through a cXML punchout.
      punchout: {
        headers: await cxmlPunchout(t.app, { buyerCookie: 'route-matrix' }),
        signedIn: true,
        admin: false,
        actsForCustomer: true,
      },
    };
    for (const role of ROLES) roles.set(role, { ...setups[role], menu: await menuOf(setups[role].headers) });

    // Customer A's objects: a product with a sell-by unit, a cart line, an order and its document link.
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/product/list?pageSize=50', headers: customerA })
    ).json() as {
      products: { productKey: number; sellBys: { unitOfMeasure: string }[]; pricingUM: string }[];
    };
    const product = list.products.find((p) => p.sellBys.length > 0);
    if (!product?.sellBys[0]) throw new Error('no product with a sell-by unit');
    productKey = product.productKey;
    line = {
      productKey,
      orderQuantity: 1,
      unitOfMeasure: product.sellBys[0].unitOfMeasure,
      unitOfMeasure_Prc: product.pricingUM,
    };
    const added = await t.app.inject({ method: 'POST', url: '/api/cart/line', headers: customerA, payload: line });
    expect(added.statusCode).toBe(200);
    cartLineId = (added.json() as { data: { lines: { id: number }[] } }).data.lines[0]?.id ?? 0;
    const orderOf = async (customerId: number) =>
      (
        await db
          .selectFrom('orders')
          .select('order_number')
          .where('customer_id', '=', customerId)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).order_number;
    orderA = await orderOf(a);
    orderB = await orderOf(b);
    const doc = await t.app.inject({
      method: 'GET',
      url: `/api/documents/order/${orderA}/confirmation`,
      headers: customerA,
    });
    expect(doc.statusCode).toBe(200);
    docId = (doc.json() as { id: string }).id.split('/').pop() ?? '';
    routes = declaredRoutes(t.app);
  });
  afterAll(() => t.close());

  function urlOf(route: DeclaredRoute): string {
    return route.url.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
      const sample: Record<string, string> = {
        productKey: String(productKey),
        id: route.url.startsWith('/doc/') ? docId : String(cartLineId),
        orderNumber: orderA,
        kind: route.url.startsWith('/api/admin/import/') ? 'stock' : 'confirmation',
        jobId: '1',
        a: String(productKey),
        b: 'spec',
        entry: 'ViewProducts',
        // Issue 33: the demo's credit request (customer A's) and a photo key no one has.
        number: route.url.startsWith('/api/credits/') ? 'CR-000001' : orderA,
        photoKey: '0'.repeat(32),
        key: route.url.startsWith('/api/orderguide/')
          ? 'Matrix'
          : route.url.startsWith('/api/documents/scan/')
            ? 'POD'
            : 'matrix-payment-key',
        report: 'salesbyregion',
      };
      const value = whole === '*' ? 'index.html' : name === undefined ? undefined : sample[name];
      if (value === undefined)
        throw new Error(`no sample for ${whole} of ${route.method} ${route.url}: add one to the matrix`);
      return value;
    });
  }

  function bodyOf(route: DeclaredRoute): Pick<InjectOptions, 'payload' | 'headers'> {
    if (route.method === 'GET' || route.method === 'DELETE') return {};
    const samples: Record<string, Pick<InjectOptions, 'payload' | 'headers'>> = {
      '/api/token': {
        payload: new URLSearchParams({
          grant_type: 'password',
          client_id: 'ecommerce',
          username: 'matrix-nobody',
          password: 'wrong',
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      '/api/cart/line': { payload: line },
      '/api/cart/lines': { payload: [line] },
      '/api/cart/validate': { payload: [line] },
      '/api/cart/line/:id': { payload: line },
      '/api/cart/line/:id/substitute': { payload: { productKey: line.productKey } },
      '/api/cart/header': { payload: { customerPo: 'MATRIX' } },
      '/api/cart/submit': { payload: {} },
      '/api/cart/submit/card': { payload: {} },
      '/api/payment': { payload: {} },
      '/api/product/price': { payload: { [productKey]: ['CS', 'EA', 'LB'] } },
      '/api/product/uncommitted': { payload: [productKey] },
      '/api/landing': { payload: { title: 'Matrix', enabled: true, cards: [] } },
      // A 4x4 PNG.
      '/api/landing/image': {
        payload: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVR4nGNgaGhAIOI4AJhDEAHnXAP7AAAAAElFTkSuQmCC',
          'base64',
        ),
        headers: { 'content-type': 'image/png' },
      },
      // Accounts: an unsolved human check, unknown tokens and a wrong current password are refused before anything changes.
      '/api/consumer/signup': {
        payload: {
          name: 'Matrix',
          email: 'matrix@example.net',
          password: 'Matrix#2026',
          passwordConfirmation: 'Matrix#2026',
          verifyToken: 'x',
        },
      },
      '/api/consumer/resend': { payload: { email: 'matrix@example.net', verifyToken: 'x' } },
      '/api/password/requestreset': { payload: { emailOrUsername: 'matrix-nobody', verifyToken: 'x' } },
      '/api/password/userType': { payload: { token: 'matrix-token' } },
      '/api/password/reset': { payload: { password: 'Matrix#2026', resetToken: 'matrix-token' } },
      '/api/password': { payload: { password: 'not-the-password', newPassword: 'Matrix#2026' } },
      '/api/admin/passwordOptions': {
        payload: {
          minimumPasswordLength: 8,
          limitPasswordLength: false,
          requireLowercase: true,
          requireUppercase: true,
          requireNumber: true,
          requireSpecialCharacter: true,
        },
      },
      '/api/consumer': { payload: { company: '', phone: '', email: 'matrix@example.net', emailOption: false } },
      '/api/userPreferences/defaults': { payload: { defaultPageLayout: 'Grid', defaultPageSortBy: 'Description' } },
      '/api/theme': { payload: { theme: 1, primaryColor: '#336699', secondaryColor: '#aa3366' } },
      '/api/preferences/substitutions': { payload: { preference: 'ask' } },
      '/api/preferences/reminders': { payload: { orderReminders: true } },
      '/api/admin/products/:productKey/substitutes': { payload: { productCodes: [] } },
      '/api/address': { payload: { display: 'Matrix', name: 'Matrix', zip: '04101' } },
      '/api/address/:id': { payload: { display: 'Matrix', name: 'Matrix', zip: '04101' } },
      '/api/address/:id/primary': {},
      '/api/address/invalid': { payload: { id: 1 } },
      '/api/orderguide/:key': { payload: { products: [] } },
      '/api/orderguide/:key/copy': { payload: { name: 'MatrixCopy' } },
      '/api/orderguide/:key/counts': { payload: { lines: [] } },
      '/api/orderguide/:key/product': {
        payload: { productKey: line.productKey, orderQuantity: 1, unitOfMeasure: line.unitOfMeasure },
      },
      // Lines and the cart at once, an unknown ship-to: refused before anything is written.
      '/api/standingorders': { payload: { ...matrixStanding, fromCart: true } },
      '/api/standingorders/:id': { payload: matrixStanding },
      '/api/reports/productlist': { payload: {} },
      '/api/reports/pricelist': { payload: { allProducts: false } },
      '/api/reports/quotesheet': { payload: { dayOfWeek: 0 } },
      '/api/reports/orderguidelist': { payload: {} },
      '/api/admin/siteSettings': { payload: { checkoutMessage: 'Route matrix' } },
      '/api/admin/defaultPageLayout': { payload: { defaultPageLayout: 0 } },
      '/api/admin/menuOverrides': {
        payload: { entry: 'QuoteSheet', audience: 'Public', hidden: false, locked: false },
      },
      '/api/admin/defaultPageSortBy': { payload: { defaultPageSortBy: 0 } },
      '/api/punchout/createmessage': { payload: {} },
      '/api/admin/punchout/buyers': { payload: matrixBuyer },
      '/api/admin/punchout/buyers/:id': { payload: matrixBuyer },
      '/api/admin/export/webhook': { payload: { url: 'https://matrix.example/erp' } },
      '/api/admin/export/webhook/rotate': {},
      // Issue 32: customer A's order (past its cut-off: refused before anything changes).
      '/api/orders/:orderNumber/edit': {},
      '/api/orders/:orderNumber/cancel': {},
      // A line the order does not have: refused before anything is written.
      '/api/admin/orders/:orderNumber/invoice': { payload: { lines: [{ lineNumber: 10000, shippedQuantity: 0 }] } },
      // Issue 33: a line the order or the request does not have, a main category the catalogue does not have: refused
      // before anything is written; the photo is a real one (as the landing image's).
      '/api/orders/:orderNumber/checkin': { payload: { lines: [{ lineNumber: 10000, outcome: 'received' }] } },
      '/api/checkin/photos': {
        payload: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVR4nGNgaGhAIOI4AJhDEAHnXAP7AAAAAElFTkSuQmCC',
          'base64',
        ),
        headers: { 'content-type': 'image/png' },
      },
      '/api/credits/:number': { payload: { decision: 'partial', lines: [{ lineNumber: 10000, approvedAmount: 1 }] } },
      '/api/admin/credit-policy': {
        payload: { defaultWindowHours: 168, categories: [{ mainCategoryCode: 'NOPE', windowHours: 1 }] },
      },
      '/api/admin/import/:kind': {
        payload: 'product_code,on_hand\r\nMATRIX1,1\r\n',
        headers: { 'content-type': 'text/csv' },
      },
    };
    const sample = samples[route.url];
    if (!sample) throw new Error(`no body sample for ${route.method} ${route.url}: add one to the matrix`);
    return sample;
  }

  const matrixStanding = {
    name: 'Matrix',
    shipToCode: 'MATRIX',
    weekdays: [1],
    startDate: '2026-11-23',
    endDate: null,
    paused: false,
    lines: [{ productKey: 1, quantity: 1, unit: 'CS' }],
  };

  const matrixBuyer = {
    name: 'Matrix Procurement',
    protocol: 'oci',
    customerKey: 1,
    shipToCode: null,
    identities: [],
    toIdentity: null,
    username: 'matrix-oci',
    password: 'Matrix#2026',
    returnUrls: ['https://matrix.example/hook'],
    unitMap: {},
    unspscDefault: '',
    transferEncoding: 'oci',
    enabled: false,
  };

  /** What the declared rule admits for a role; false means the call must not succeed. */
  function admits(route: DeclaredRoute, role: Role): boolean {
    const r = roles.get(role);
    if (!r) throw new Error(role);
    const { access } = route;
    if (access.access === 'user' && !r.signedIn) return false;
    if (access.access === 'admin' && !r.admin) return false;
    if (access.access === 'guest' && role === 'guestOff') return false;
    if (access.menu) {
      const wanted: readonly MenuEntry[] = typeof access.menu === 'string' ? [access.menu] : access.menu;
      if (!wanted.some((key) => isEntryUsable(r.menu, key))) return false;
    }
    if (access.customer && r.actsForCustomer === false) return false;
    if (access.punchout === 'refused' && role === 'punchout') return false;
    if (access.punchout === 'only' && role !== 'punchout') return false;
    return true;
  }

  async function call(route: DeclaredRoute, headers: Record<string, string>) {
    const extra = bodyOf(route);
    return t.app.inject({
      method: route.method as InjectOptions['method'],
      url: urlOf(route),
      ...(extra.payload === undefined ? {} : { payload: extra.payload }),
      headers: { ...headers, ...extra.headers },
    });
  }

  // Signing out and clearing the cart last, so the other calls still find A's session and line.
  const order = (r: DeclaredRoute) =>
    r.url === '/api/token' && r.method === 'DELETE' ? 2 : r.method === 'DELETE' ? 1 : 0;

  it('covers the whole route table, and every route declares its menu entry', () => {
    expect(routes.length).toBeGreaterThan(35);
    for (const route of routes) expect(route.access.menu, `${route.method} ${route.url}`).not.toBeUndefined();
    for (const route of routes) expect(() => [urlOf(route), bodyOf(route)]).not.toThrow();
  });

  it('answers no unexpected 2xx, no 5xx, and never customer B data to others', async () => {
    const failures: string[] = [];
    const sorted = [...routes].sort((x, y) => order(x) - order(y));
    for (const role of ROLES.filter((r) => r !== 'guestOff')) {
      const setup = roles.get(role);
      if (!setup) continue;
      for (const route of sorted) {
        if (order(route) === 2) continue;
        const res = await call(route, setup.headers);
        const label = `${role} ${route.method} ${route.url} -> ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${label} (5xx) ${res.body.slice(0, 200)}`);
        else if (!admits(route, role) && res.statusCode < 300) failures.push(`${label} (should be refused)`);
        if (role !== 'customerB' && role !== 'admin' && res.body.includes(`"${orderB}"`))
          failures.push(`${label} carries B's order ${orderB}`);
        if (role === 'punchout' && route.access.punchout === 'refused' && res.statusCode !== 403)
          failures.push(`${label} (punchout must get 403)`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses guest routes to anonymous callers while allowGuest is off', async () => {
    await writeSiteValue(t.database.db, 'allowGuest', false);
    try {
      const failures: string[] = [];
      for (const route of routes.filter((r) => order(r) === 0)) {
        const res = await call(route, {});
        if (res.statusCode >= 500 || (!admits(route, 'guestOff') && res.statusCode < 300))
          failures.push(`${route.method} ${route.url} -> ${res.statusCode}`);
      }
      expect(failures).toEqual([]);
    } finally {
      await writeSiteValue(t.database.db, 'allowGuest', true);
    }
  });

  for (const state of ['hidden', 'locked'] as const) {
    it(`answers 403 on every route whose menu entries are all ${state}`, async () => {
      const { db } = t.database;
      const failures: string[] = [];
      let checked = 0;
      for (const route of routes.filter((r) => r.access.menu && order(r) === 0)) {
        const menu = route.access.menu;
        if (!menu) continue;
        const entries: readonly MenuEntry[] = typeof menu === 'string' ? [menu] : menu;
        // The role that may call it with nothing hidden: A's buyer, or the administrator for admin pages.
        const role: Role = route.access.access === 'admin' ? 'admin' : 'customerA';
        const headers = roles.get(role)?.headers ?? {};
        expect(admits(route, role), `${role} ${route.url}`).toBe(true);
        await db
          .insertInto('menu_overrides')
          .values(
            entries.map((entry) => ({
              entry,
              audience: '*',
              visible: state === 'hidden' ? 0 : null,
              locked: state === 'locked' ? 1 : null,
              log_visit: null,
            })),
          )
          .execute();
        await bumpCacheVersion(db, MENU_CACHE);
        try {
          const res = await call(route, headers);
          checked += 1;
          if (res.statusCode !== 403)
            failures.push(`${route.method} ${route.url} with ${entries.join('+')} ${state} -> ${res.statusCode}`);
        } finally {
          await db.deleteFrom('menu_overrides').execute();
          await bumpCacheVersion(db, MENU_CACHE);
        }
      }
      expect(checked).toBeGreaterThan(20);
      expect(failures).toEqual([]);
    });
  }

  it('refuses the order guide filter of the product list while OrderGuides is hidden', async () => {
    const { db } = t.database;
    const headers = roles.get('customerA')?.headers ?? {};
    expect((await t.app.inject({ method: 'GET', url: '/api/product/list?og=Standard', headers })).statusCode).toBe(200);
    await db
      .insertInto('menu_overrides')
      .values({ entry: 'OrderGuides', audience: '*', visible: 0, locked: null, log_visit: null })
      .execute();
    await bumpCacheVersion(db, MENU_CACHE);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/product/list?og=Standard', headers })).statusCode).toBe(
        403,
      );
    } finally {
      await db.deleteFrom('menu_overrides').execute();
      await bumpCacheVersion(db, MENU_CACHE);
    }
  });
});
