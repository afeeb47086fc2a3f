import { PriceRequest, UncommittedRequest } from '@storefront/contract';
import type { FastifySchema } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fastBodyValidator } from './fast-validator';

function validatorFor(schema: z.core.$ZodType) {
  const compile = fastBodyValidator(schema);
  // Fastify hands the compiler the part's own schema (here the body's), whatever its declared type.
  return compile({ schema: schema as FastifySchema, method: 'POST', url: '/x', httpPart: 'body' }) as (
    data: unknown,
  ) => { value?: unknown; error?: unknown };
}

const manyKeys = (n: number, value: unknown) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), value]));

describe('fastBodyValidator', () => {
  const price = validatorFor(PriceRequest);
  const cases: [string, unknown][] = [
    ['a normal batch', { '12': ['CS', 'LB'], '99': [] }],
    ['500 keys', manyKeys(500, ['EA'])],
    ['501 keys', manyKeys(501, ['EA'])],
    ['a key that is not a number', { abc: ['CS'] }],
    ['a key of 10 digits', { '1234567890': ['CS'] }],
    ['an empty unit', { '1': [''] }],
    ['a unit of 5 characters', { '1': ['CASES'] }],
    ['a unit of 4 UTF-16 units', { '1': ['😀😀'] }],
    ['a unit of 3 emoji (6 UTF-16 units)', { '1': ['😀😀😀'] }],
    ['11 units', { '1': Array.from({ length: 11 }, () => 'EA') }],
    ['units that are not strings', { '1': [1] }],
    ['an array body', ['1']],
    ['null', null],
  ];

  it.each(cases)('agrees with zod on %s', (_name, body) => {
    const zod = PriceRequest.safeParse(body);
    const result = price(body);
    expect(result.error === undefined).toBe(zod.success);
    if (zod.success) expect(result.value).toEqual(zod.data);
  });

  it('answers a refused body with zod’s own message', () => {
    const result = price(manyKeys(501, ['EA'])) as { error: { message?: string } | { message?: string }[] };
    expect(JSON.stringify(result.error)).toContain('At most 500 products per call');
  });

  it('handles the union of the uncommitted call', () => {
    const uncommitted = validatorFor(UncommittedRequest);
    expect(uncommitted({ '5': 2 }).error).toBeUndefined();
    expect(uncommitted([5, 6]).error).toBeUndefined();
    expect(uncommitted({ '5': -1 }).error).toBeDefined();
    expect(uncommitted([0]).error).toBeDefined();
    expect(uncommitted(manyKeys(501, 1)).error).toBeDefined();
  });
});
