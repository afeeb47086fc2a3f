import { z } from 'zod/mini';

export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ dialect: z.enum(['sqlite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
});
export type Health = z.infer<typeof Health>;
