import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, util } from 'zod/v4/core';

const strictified = new WeakMap<$ZodType, $ZodType>();

/**
 * The schema with every object in it refusing keys it does not name (issue 26 item 11: unknown body fields were
 * silently dropped). Objects that already say what to do with other keys (passthrough, catchall, strict) keep it;
 * intersections are left as they are (each side would refuse the other's keys). Works on zod and zod/mini schemas.
 */
export function strictify(schema: $ZodType): $ZodType {
  const known = strictified.get(schema);
  if (known) return known;
  const result = rebuild(schema);
  strictified.set(schema, result);
  return result;
}

function rebuild(schema: $ZodType): $ZodType {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => strictify(def[key] as $ZodType);
  const clone = (changes: Record<string, unknown>) => util.clone(schema, { ...def, ...changes } as never);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape as Record<string, $ZodType>).map(([k, v]) => [k, strictify(v)]),
      );
      return clone({ shape, catchall: def.catchall ?? z.never() });
    }
    case 'array':
      return clone({ element: inner('element') });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return clone({ innerType: inner('innerType') });
    case 'union':
      return clone({ options: (def.options as $ZodType[]).map(strictify) });
    case 'pipe':
      return clone({ in: inner('in') });
    case 'record':
      return clone({ valueType: inner('valueType') });
    default:
      return schema;
  }
}

/** The zod validator, with request bodies held to the keys their schema names (query strings and params as they were). */
export const strictBodyValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  validatorCompiler(
    route.httpPart === 'body' && route.schema instanceof $ZodType
      ? { ...route, schema: strictify(route.schema) }
      : route,
  );
