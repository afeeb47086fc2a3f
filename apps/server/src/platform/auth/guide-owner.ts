import type { FastifyRequest } from 'fastify';

/**
 * Who owns a guide (spec 1 §1, §6): the trade customer a request acts for (its users and the
 * salespeople acting for it share its guides), or a consumer on their own. Every read and
 * write is scoped to exactly one owner: another owner's guide is never found, even by name.
 */
export type GuideOwner = { kind: 'customer'; id: number } | { kind: 'consumer'; id: number };

/** The owner a request reads and writes, or null (no trade customer and not a consumer). */
export function guideOwnerOf(req: FastifyRequest): GuideOwner | null {
  const customerId = req.acting?.customerId ?? null;
  if (customerId !== null) return { kind: 'customer', id: customerId };
  if (req.principal?.kind === 'consumer') return { kind: 'consumer', id: req.principal.userId };
  return null;
}
