import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A serializer compiled from a contract schema, for the hottest routes: like the
 * zod serializer it writes only the declared fields (nothing undeclared, such as
 * cost, can leak), but it skips re-validating what the service just built.
 */
export function compileSerializer(schema: z.core.$ZodType): (value: unknown) => string {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
