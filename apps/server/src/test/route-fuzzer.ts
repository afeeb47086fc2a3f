import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { insertSession } from '../platform/auth/session.repository';
import { hashSessionToken, newSessionToken } from '../platform/auth/session-token';
import { customerIds } from './demo-ids';
import { type RouteEntry, routeTable } from './route-table';
import { arbitraryOf, hostile, inputJsonSchema } from './schema-arbitrary';
import { createTestApp, type TestApp } from './test-app';
import { TEST_DIALECT } from './test-database';

/**
 * Property-based fuzzing of EVERY route the app registers (the route table, no hand list): requests
 * generated from the route's own zod schemas, valid shapes with hostile values at any depth, hostile
 * path params, headers and content types, sent as a customer, a salesperson acting for a customer,
 * an administrator or anonymously. No answer may be a 5xx, and every answer with a declared schema for
 * its status must match it. FUZZ_RUNS sets the cases per route, FUZZ_SEED replays a run.
 * The routes are fuzzed by three files (fuzz-routes-1 and -2, fuzz-reports.security.test.ts), so the workers share them.
 */
// 1,000 per route on SQLite, 300 on PostgreSQL. What a hostile value can break is the same code on both databases
// (schemas, handlers, rules), and SQLite sweeps it fastest; PostgreSQL's own refusals (casts, integer ranges, NUL in
// text) meet their values in the first hundred cases of a route. Its round trips cost three times SQLite's, so the
// full 1,000 there was two of the security suite's three minutes (docs/testing.md).
const ROUTE_RUNS = { sqlite: 1000, postgres: 300 } as const;

/** Cases per route on this run's database: FUZZ_RUNS when set, else the count given for the database. */
const runsOn = (counts: { sqlite: number; postgres: number }): number =>
  Number(process.env.FUZZ_RUNS ?? counts[TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite']);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

type Who = 'customer' | 'anonymous' | 'admin' | 'sales';
type Encoding = 'native' | 'json' | 'form' | 'text' | 'empty' | 'broken-json';
interface Case {
  who: Who;
  params: unknown;
  query: unknown;
  body: unknown;
  encoding: Encoding;
  extraHeaders: Record<string, string>;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function caseArbitrary(route: RouteEntry): fc.Arbitrary<Case> {
  const part = (schema: unknown, fallback: fc.Arbitrary<unknown>) => {
    const json = inputJsonSchema(schema);
    return json
      ? fc.oneof({ weight: 1, arbitrary: arbitraryOf(json, false) }, { weight: 3, arbitrary: arbitraryOf(json, true) })
      : fallback;
  };
  const paramNames = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const freeParams = fc.record(
    Object.fromEntries(paramNames.map((n) => [n, fc.oneof(fc.string({ maxLength: 12 }), fc.nat(), hostile)])),
  );
  return fc.record({
    who: fc.constantFrom<Who>('customer', 'customer', 'customer', 'customer', 'anonymous', 'sales', 'admin'),
    params: part(route.schema.params, freeParams),
    query: part(route.schema.querystring, fc.constantFrom({}, { x: 'a\u0000' }, { page: '2147483648' })),
    body: part(route.schema.body, fc.oneof(hostile, fc.constant(undefined))),
    encoding: fc.constantFrom<Encoding>(
      'native',
      'native',
      'native',
      'native',
      'json',
      'form',
      'text',
      'empty',
      'broken-json',
    ),
    extraHeaders: fc.oneof(
      { weight: 4, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: fc.record({ 'x-customer-key': hostile.map(text) }) },
      { weight: 1, arbitrary: fc.record({ 'x-ship-method': hostile.map(text) }) },
    ),
  });
}

function urlOf(route: RouteEntry, c: Case): string {
  const params = (c.params && typeof c.params === 'object' ? c.params : {}) as Record<string, unknown>;
  const path = route.url.replace(/:(\w+)|\*/g, (_whole, name: string | undefined) => {
    const value = params[name ?? '*'] ?? c.params;
    return encodeURIComponent(text(value)).replaceAll('%2F', '/');
  });
  const search = new URLSearchParams();
  if (c.query && typeof c.query === 'object' && !Array.isArray(c.query)) {
    for (const [key, value] of Object.entries(c.query)) {
      for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) search.append(key, text(one));
    }
  } else if (c.query !== undefined) search.append(text(c.query), '');
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function formOf(body: unknown): string {
  if (!body || typeof body !== 'object') return text(body);
  return new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, text(v)])).toString();
}

function bodyOf(route: RouteEntry, c: Case): Pick<InjectOptions, 'payload' | 'headers'> {
  if (route.method === 'GET' || route.method === 'HEAD') return {};
  const takesForm = route.url === '/api/token' && route.method === 'POST';
  const encoding = c.encoding === 'native' ? (takesForm ? 'form' : 'json') : c.encoding;
  switch (encoding) {
    case 'form':
      return { payload: formOf(c.body), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    case 'text':
      return { payload: text(c.body), headers: { 'content-type': 'text/plain' } };
    case 'empty':
      return {
        payload: '',
        headers: { 'content-type': takesForm ? 'application/x-www-form-urlencoded' : 'application/json' },
      };
    case 'broken-json':
      return { payload: '{"a":', headers: { 'content-type': 'application/json' } };
    default:
      return c.body === undefined
        ? {}
        : { payload: JSON.stringify(c.body) ?? 'null', headers: { 'content-type': 'application/json' } };
  }
}

interface Parser {
  safeParse(value: unknown): { success: boolean; error?: { issues: unknown[] } };
}
function declaredSchema(route: RouteEntry, status: number): Parser | null {
  const responses = route.schema.response ?? {};
  const declared = responses[String(status)] ?? responses[`${Math.floor(status / 100)}xx`] ?? responses.default;
  return declared && typeof (declared as Parser).safeParse === 'function' ? (declared as Parser) : null;
}

/** Why an answer breaks the rules, or null. */
function verdict(route: RouteEntry, res: LightMyRequestResponse): string | null {
  // The test app has no built web app: a path that leaves /img/ for the page fallback gets that 503 by design.
  if (res.statusCode === 503 && res.body.includes('The web app is not built')) return null;
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  const schema = declaredSchema(route, res.statusCode);
  if (!schema || !String(res.headers['content-type'] ?? '').includes('json')) return null;
  const parsed = schema.safeParse(res.json());
  return parsed.success
    ? null
    : `${res.statusCode} does not match its declared schema: ${JSON.stringify(parsed.error?.issues).slice(0, 300)}`;
}

/**
 * Whether a route falls in `part` (0 to `parts` - 1) of a fixed split by its method and path: several test files fuzz
 * a share each, so the security suite's two workers share the routes evenly.
 */
export function inPart(route: RouteEntry, part: number, parts: number): boolean {
  let hash = 0;
  for (const char of `${route.method} ${route.url}`) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash % parts === part;
}

/**
 * Registers the fuzz tests of the routes `pick` chooses, on an app of their own; call it at a test file's top level.
 * `counts` are the cases per route on each database (1,000 and 300 unless given).
 */
export async function fuzzRoutes(
  what: string,
  pick: (route: RouteEntry) => boolean,
  counts: { sqlite: number; postgres: number } = ROUTE_RUNS,
): Promise<void> {
  const RUNS = runsOn(counts);
  const table = routeTable();
  const t: TestApp = await createTestApp({}, undefined, table.onRoute);
  afterAll(() => t.close());

  const usernames: Record<Exclude<Who, 'anonymous'>, string> = { customer: 'customer', admin: 'admin', sales: 'sales' };
  const tokens = new Map<Who, string>();
  const salesCustomer = String((await customerIds(t.database.db)).BAYBIS ?? 1);

  /** A session written straight to the table: signing in through scrypt after every fuzzed sign-out would cost seconds. */
  async function mintSession(who: Exclude<Who, 'anonymous'>): Promise<void> {
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', usernames[who])
      .executeTakeFirstOrThrow();
    const token = newSessionToken();
    await insertSession(t.database.db, {
      tokenHash: hashSessionToken(token),
      userId: user.id,
      now: t.clock.now,
      expiresAt: t.clock.now + 86_400_000,
    });
    tokens.set(who, token);
  }
  for (const who of ['customer', 'admin', 'sales'] as const) await mintSession(who);

  function headersOf(who: Who): Record<string, string> {
    const token = tokens.get(who);
    if (!token) return {};
    return { authorization: `Bearer ${token}`, ...(who === 'sales' ? { 'x-customer-key': salesCustomer } : {}) };
  }

  /** The answer, or null when none came in time (a hang is a finding too, and must not stall the run). */
  async function answerWithin(request: InjectOptions, ms: number): Promise<LightMyRequestResponse | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
    try {
      return await Promise.race([t.app.inject(request), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  const all = table.routes.filter((r) => !r.url.startsWith('/api/docs'));
  const routes = all.filter(pick);

  describe(`fuzzing ${what} from their schemas (${RUNS} cases per route, seed ${SEED})`, () => {
    it('found the routes', () => {
      expect(all.length).toBeGreaterThan(30);
      expect(routes.length).toBeGreaterThan(0);
    });

    for (const route of routes) {
      it(`${route.method} ${route.url}`, async () => {
        const cases = fc.sample(caseArbitrary(route), { numRuns: RUNS, seed: SEED });
        const failures: string[] = [];
        const started = Date.now();
        for (const c of cases) {
          const { payload, headers = {} } = bodyOf(route, c);
          const url = urlOf(route, c);
          const request: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url,
            headers: { ...headersOf(c.who), ...c.extraHeaders, ...(headers as Record<string, string>) },
            ...(payload === undefined ? {} : { payload }),
          };
          const res = await answerWithin(request, 10_000);
          const why = res ? verdict(route, res) : 'no answer within 10 s';
          if (why && failures.length < 20)
            failures.push(`${why}\n    ${route.method} ${url} ${text(request.payload).slice(0, 200)}`);
          // A fuzzed sign-out ends the session the next cases use: write a new one.
          if (
            c.who !== 'anonymous' &&
            (res?.statusCode === 401 || (route.method === 'DELETE' && route.url === '/api/token'))
          )
            await mintSession(c.who);
        }
        console.log(`fuzz ${route.method} ${route.url}: ${cases.length} cases in ${Date.now() - started} ms`);
        expect(failures).toEqual([]);
      });
    }
  });
}
