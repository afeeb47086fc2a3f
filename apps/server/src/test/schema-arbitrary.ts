import fc from 'fast-check';
import { z } from 'zod';

/** A JSON Schema node as z.toJSONSchema writes it (only the keywords the generator reads). */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

const LONG = 'x'.repeat(10_000);
/** Values an attacker sends where a schema expects something else: NUL, integer overflow, exotic notations, wrong types. */
export const HOSTILE_VALUES: unknown[] = [
  'a\u0000b',
  '\u0000',
  '2147483648',
  2147483648,
  -2147483649,
  2 ** 53 + 2,
  1e308,
  -1,
  0,
  -0,
  '-0',
  '0x10',
  '0b11',
  '0o17',
  '1e5',
  '1e+5',
  '1e-4',
  '1_000',
  '+1',
  'Infinity',
  '-Infinity',
  'NaN',
  '999999.9999',
  '10000000000',
  '1.23456789',
  '0.001',
  '',
  ' ',
  LONG,
  `${LONG}\u0000`,
  '😀',
  '../../etc/passwd',
  "' or 1=1 --",
  '%00',
  true,
  null,
  [],
  [1, 2],
  {},
  { a: 1 },
  [{}],
  1.5,
];

export const hostile: fc.Arbitrary<unknown> = fc.constantFrom(...HOSTILE_VALUES);

/** The JSON Schema of a request part as the route would accept it (zod's input side), refs inlined. */
export function inputJsonSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.core.$ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline', cycles: 'ref' }) as JsonSchema;
}

const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'date') return isoDate;
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.pattern) {
    // Stretched or cut to the length bounds rather than filtered (a filter that rarely passes never ends);
    // a stretched value may miss the pattern, which is one more case the route must refuse with 400.
    const min = s.minLength ?? 0;
    const fit = (v: string) => (v.length >= min ? v : v.padEnd(min, v.at(-1) ?? 'a')).slice(0, s.maxLength ?? 64);
    try {
      return fc.stringMatching(new RegExp(s.pattern)).map(fit);
    } catch {
      // fast-check cannot generate from lookaheads (DecimalIn): decimals as text, checked against the pattern by the route.
      return fc.integer({ min: -100_000, max: 10_000_000 }).map((n) => (n / 100).toFixed(Math.abs(n) % 3));
    }
  }
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 20, 40), unit: 'grapheme-ascii' });
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.01) : -1000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 0.01) : 1000);
  const lo = Math.max(min, -1e6);
  const hi = Math.min(max, 1e6);
  const safeLo = Math.min(lo, hi);
  if (integer) return fc.integer({ min: Math.ceil(safeLo), max: Math.max(Math.ceil(safeLo), Math.floor(hi)) });
  // Two decimals: the quantities and prices the page sends.
  return fc.integer({ min: Math.ceil(safeLo * 100), max: Math.floor(hi * 100) }).map((n) => n / 100);
}

/**
 * Values for a JSON Schema. With `mutate`, every node may instead be a hostile value (at any depth),
 * so one request carries a well-formed shape with a NUL or an overflowing id somewhere inside.
 */
export function arbitraryOf(s: JsonSchema, mutate: boolean, depth = 0): fc.Arbitrary<unknown> {
  const valid = validArb(s, mutate, depth);
  return mutate ? fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: hostile }) : valid;
}

function validArb(s: JsonSchema, mutate: boolean, depth: number): fc.Arbitrary<unknown> {
  const next = (inner: JsonSchema) => arbitraryOf(inner, mutate, depth + 1);
  if (depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map(next));
  if (s.allOf?.[0]) return next(s.allOf[0]);
  const type = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => validArb({ ...s, type: t }, mutate, depth)));
  switch (type[0]) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map(next));
      const minLength = s.minItems ?? 0;
      return fc.array(s.items ? next(s.items) : hostile, {
        minLength,
        maxLength: Math.max(minLength, Math.min(s.maxItems ?? 4, 4)),
      });
    }
    case 'object':
      return objectArb(s, next);
    default:
      // An unconstrained value (z.unknown()): anything JSON can carry.
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), hostile);
  }
}

function objectArb(s: JsonSchema, next: (inner: JsonSchema) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const properties = s.properties ?? {};
  const names = Object.keys(properties);
  if (names.length > 0) {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const name of names) {
      const inner = properties[name];
      if (inner) record[name] = next(inner);
    }
    return fc.record(record, { requiredKeys: s.required ?? [] });
  }
  if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    const key = s.propertyNames ? stringArb(s.propertyNames) : fc.string({ maxLength: 12 });
    return fc.dictionary(key, next(s.additionalProperties), { maxKeys: 4 });
  }
  return fc.constant({});
}
